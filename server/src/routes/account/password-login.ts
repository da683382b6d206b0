import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { validateAccountLogin } from '@common/rules/validation'
import { lockKey } from '@server/db/locks'
import { findUser, findUserByAccount, toUserInfo } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import { AgreeVersion, LoginResultEnvelope, Password } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { loginSucceeded, reserveLoginAttempt } from '@server/services/login-throttle'
import { FAILURES } from '@server/failures'
import { agreedVersion, recordConsent } from '@server/services/consents'

const AccountLoginBody = Type.Object({
  username: Type.String({ maxLength: 50 }),
  password: Password,
  agreeVersion: AgreeVersion,
})

/** POST /knew/home/login/mLogin: account (username or mobile) + password login. */
const mLogin: FastifyPluginAsyncTypebox = async (app) => {
  // Compared against when the account does not exist, so both answers take as long.
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= app.passwords.hash('decoy-password'))

  app.post(
    '/knew/home/login/mLogin',
    {
      config: { access: 'public' },
      schema: {
        body: AccountLoginBody,
        response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const username = request.body.username.trim()
      const { password } = request.body
      assertValid(validateAccountLogin({ username, password }))
      const version = agreedVersion(request.body.agreeVersion)
      const user = await findUserByAccount(app.db, username)
      // The check is reserved (and counted as a failure) before the slow hash runs.
      const attempt = await reserveLoginAttempt(
        app.db,
        {
          account: username,
          ip: request.ip,
          trustedDevice: user !== null && request.trustsDevice(Number(user.id)),
        },
        app.clock(),
      )
      const matches = await app.passwords.verify(password, user?.password_hash ?? (await decoy()))
      if (!user || !user.password_hash || !matches) throw FAILURES.wrongCredentials()
      await loginSucceeded(app.db, attempt)
      // An SMS login may have removed this password (services/accounts.ts) during the check:
      // the session is made under the number's lock, which that removal holds too.
      await reply.startSession(Number(user.id), async (trx) => {
        if (user.mobile) await lockKey(trx, `mobile:${user.mobile}`)
        if ((await findUser(trx, Number(user.id)))?.password_hash !== user.password_hash) {
          throw FAILURES.wrongCredentials()
        }
      })
      await recordConsent(app.db, { userId: Number(user.id), version, ip: request.ip }, app.clock())
      return ok({ user: toUserInfo(user) }, '登录成功！')
    },
  )
}

export default mLogin
