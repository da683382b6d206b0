import type { FastifyPluginAsync } from 'fastify'
import { checkMobile, validateCodeForm } from '../../../../../../src/utils/validation'
import {
  findOrCreateUserByMobile,
  findUserByMobile,
  toUserInfo,
} from '../../../../db/repositories/users'
import { ApiFailure, ok } from '../../../../errors'
import {
  LoginResultEnvelope,
  MobileBody,
  MobileCodeBody,
  NullEnvelope,
} from '../../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../../schemas/envelope'
import { consumeCode, sendCode } from '../../../../services/sms-codes'
import { assertValid } from '../../../guards'

/** Register by mobile + SMS code (spec §7); a successful check logs the learner in (§4). */
const codeRegister: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { mobile: string } }>(
    '/knew/Home/User/sendRegisterCode',
    { schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      if (await findUserByMobile(app.db, mobile))
        throw new ApiFailure(409, '该手机号已注册，请直接登录')
      await sendCode(app.smsCodes, { mobile, purpose: 'register', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )

  app.post<{ Body: { mobile: string; code: string } }>(
    '/knew/Home/User/mRegister',
    {
      schema: { body: MobileCodeBody, response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateCodeForm({ mobile, code }))
      await consumeCode(app.smsCodes, { mobile, purpose: 'register', code })
      // The register/buy dialog also serves learners who registered meanwhile: log them in.
      const user = await findOrCreateUserByMobile(app.db, mobile)
      await reply.startSession(Number(user.id))
      return ok({ user: toUserInfo(user) }, '登录成功！')
    },
  )
}

export default codeRegister
