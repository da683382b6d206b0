import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkMobile } from '@common/rules/validation'
import { assertValid, ok } from '@server/errors'
import { MobileBody, NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { assertMobileFreeFor } from '@server/services/accounts'
import { sendCode } from '@server/services/sms-codes'

/** POST /knew/home/user/sendCode: an SMS code to bind a (new) number to the account. */
const bindSendCode: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/user/sendCode',
    {
      config: { access: 'learner' },
      schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = request.learnerId()
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      await assertMobileFreeFor(app.db, userId, mobile)
      await sendCode(app.smsCodes, { mobile, purpose: 'bind', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )
}

export default bindSendCode
