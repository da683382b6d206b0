import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { validateAccountLogin, validatePasswordRegister } from '../../../../../src/utils/validation'
import {
  createUser,
  findUser,
  findUserByAccount,
  findUserByMobile,
  toUserInfo,
} from '../../../db/repositories/users'
import { ApiFailure, ok } from '../../../errors'
import { LoginResultEnvelope, Mobile, Password } from '../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../schemas/envelope'
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from '../../../services/login-throttle'
import { hashPassword, verifyPassword } from '../../../services/passwords'
import { assertValid } from '../../guards'

const AccountLoginBody = Type.Object({
  username: Type.String({ maxLength: 50 }),
  password: Password,
})
const PasswordRegisterBody = Type.Object({
  mobile: Mobile,
  password: Password,
  password2: Password,
})

/** Account + password login, and register by mobile + password (spec §7). */
const passwordLogin: FastifyPluginAsync = async (app) => {
  // Compared against when the account does not exist, so both answers take as long.
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', app.config.scryptN))

  app.post<{ Body: { username: string; password: string } }>(
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

  app.post<{ Body: { mobile: string; password: string; password2: string } }>(
    '/knew/home/login/mregister',
    {
      schema: {
        body: PasswordRegisterBody,
        response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const mobile = request.body.mobile.trim()
      const { password, password2 } = request.body
      assertValid(validatePasswordRegister({ mobile, password, password2 }))
      if (await findUserByMobile(app.db, mobile))
        throw new ApiFailure(409, '该手机号已注册，请直接登录')
      const userId = await createUser(app.db, {
        mobile,
        nickname: `学员${mobile.slice(-4)}`,
        password_hash: await hashPassword(password, app.config.scryptN),
      })
      await reply.startSession(userId)
      const user = await findUser(app.db, userId)
      if (!user) throw new Error(`user ${userId} missing right after it was created`)
      return ok({ user: toUserInfo(user) }, '注册成功')
    },
  )
}

export default passwordLogin
