import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkMobile } from '@common/rules/validation'
import { assertValid, ok } from '@server/errors'
import { MobileBody, NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { sendCode } from '@server/services/sms-codes'

/** POST /new/home/login/sendCode: an SMS code for login (spec §7 "Session and login"). */
const loginSendCode: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/new/home/login/sendCode',
    {
      config: { access: 'public' },
      schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      await sendCode(app.smsCodes, { mobile, purpose: 'login', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )
}

export default loginSendCode
