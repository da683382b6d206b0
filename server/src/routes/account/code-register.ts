import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { validateCodeForm } from '@common/rules/validation'
import { toUserInfo } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import { CodeLoginBody, LoginResultEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { agreedVersion, recordConsent } from '@server/services/consents'
import { SECURITY_RESET_MESSAGE, accountByCode } from '@server/services/accounts'

/**
 * POST /knew/Home/User/mRegister: register by mobile + SMS code; a successful check logs the
 * learner in (spec §4), also one who registered meanwhile (the register/buy dialog).
 */
const mRegister: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/Home/User/mRegister',
    {
      config: { access: 'public' },
      schema: { body: CodeLoginBody, response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateCodeForm({ mobile, code }))
      const version = agreedVersion(request.body.agreeVersion)
      const { user, securityReset } = await accountByCode(app.smsCodes, {
        mobile,
        code,
        purpose: 'register',
      })
      await reply.startSession(Number(user.id))
      await recordConsent(app.db, { userId: Number(user.id), version, ip: request.ip }, app.clock())
      return ok(
        { user: toUserInfo(user), securityReset },
        securityReset ? SECURITY_RESET_MESSAGE : '登录成功！',
      )
    },
  )
}

export default mRegister
