import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkMobile } from '@common/rules/validation'
import { findUserByMobile } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import { MobileBody, NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { sendCode } from '@server/services/sms-codes'
import { FAILURES } from '@server/failures'

/** POST /knew/Home/User/sendRegisterCode: an SMS code to register a number without account. */
const sendRegisterCode: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/Home/User/sendRegisterCode',
    {
      config: { access: 'public' },
      schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      if (await findUserByMobile(app.db, mobile)) throw FAILURES.mobileRegistered()
      await sendCode(app.smsCodes, { mobile, purpose: 'register', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )
}

export default sendRegisterCode
