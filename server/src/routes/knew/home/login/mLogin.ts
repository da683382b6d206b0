import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { validateAccountLogin } from '../../../../../../src/utils/validation'
import { findUserByAccount, toUserInfo } from '../../../../db/repositories/users'
import { ApiFailure, assertValid, ok } from '../../../../errors'
import { LoginResultEnvelope, Password } from '../../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../../schemas/envelope'
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from '../../../../services/login-throttle'
import { hashPassword, verifyPassword } from '../../../../services/passwords'

const AccountLoginBody = Type.Object({
  username: Type.String({ maxLength: 50 }),
  password: Password,
})

/** POST /knew/home/login/mLogin: account (username or mobile) + password login. */
const mLogin: FastifyPluginAsyncTypebox = async (app) => {
  // Compared against when the account does not exist, so both answers take as long.
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', app.config.scryptN))

  app.post(
    '/knew/home/login/mLogin',
    {
      schema: {
        body: AccountLoginBody,
        response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const username = request.body.username.trim()
      const { password } = request.body
      assertValid(validateAccountLogin({ username, password }))
      await assertLoginAllowed(app.db, username, request.ip)
      const user = await findUserByAccount(app.db, username)
      const matches = await verifyPassword(password, user?.password_hash ?? (await decoy()))
      if (!user || !user.password_hash || !matches) {
        await recordLoginFailure(app.db, username, request.ip)
        throw new ApiFailure(400, '账号或密码错误')
      }
      await clearLoginFailures(app.db, username)
      await reply.startSession(Number(user.id))
      return ok({ user: toUserInfo(user) }, '登录成功！')
    },
  )
}

export default mLogin
