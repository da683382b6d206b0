import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkMobile } from '@common/rules/validation'
import { findUserByMobile } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import { MobileBody, NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { sendCode } from '@server/services/sms-codes'

/** POST /knew/Home/User/sendMsgForChangePw: an SMS code to reset a forgotten password. */
const sendMsgForChangePw: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/Home/User/sendMsgForChangePw',
    {
      config: { access: 'public' },
      schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      // The same answer whether or not the number has an account; only accounts get a message.
      const user = await findUserByMobile(app.db, mobile)
      await sendCode(app.smsCodes, {
        mobile,
        purpose: 'reset',
        ip: request.ip,
        deliver: user !== null,
      })
      return ok(null, '验证码已发送')
    },
  )
}

export default sendMsgForChangePw
