import type { FastifyPluginAsync } from 'fastify'
import { checkMobile, validateCodeForm } from '../../../../../src/utils/validation'
import { findOrCreateUserByMobile, toUserInfo } from '../../../db/repositories/users'
import { ok } from '../../../errors'
import {
  LoginResultEnvelope,
  MobileBody,
  MobileCodeBody,
  NullEnvelope,
} from '../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../schemas/envelope'
import { consumeCode, sendCode } from '../../../services/sms-codes'
import { assertValid } from '../../guards'

/** Login by SMS code (spec §7 "Session and login"). An unknown number gets a new account. */
const codeLogin: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { mobile: string } }>(
    '/new/home/login/sendCode',
    { schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      await sendCode(app.smsCodes, { mobile, purpose: 'login', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )

  app.post<{ Body: { mobile: string; code: string } }>(
    '/new/home/login/codeLogin',
    {
      schema: { body: MobileCodeBody, response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateCodeForm({ mobile, code }))
      await consumeCode(app.smsCodes, { mobile, purpose: 'login', code })
      const user = await findOrCreateUserByMobile(app.db, mobile)
      await reply.startSession(Number(user.id))
      return ok({ user: toUserInfo(user) }, '登录成功！')
    },
  )
}

export default codeLogin
