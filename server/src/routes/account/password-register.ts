import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { validatePasswordRegister } from '@common/rules/validation'
import { toUserInfo } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import {
  AgreeVersion,
  Code,
  LoginResultEnvelope,
  Mobile,
  Password,
} from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { registerWithPassword } from '@server/services/accounts'
import { agreedVersion, recordConsent } from '@server/services/consents'

const PasswordRegisterBody = Type.Object({
  mobile: Mobile,
  // Optional in the schema so that its absence reads as the form's own 请填写验证码.
  code: Type.Optional(Code),
  password: Password,
  password2: Password,
  agreeVersion: AgreeVersion,
})

/**
 * POST /knew/home/login/mregister: register by mobile + password (and log in). The spec's
 * fields are mobile, password and password2; `code` (sent by sendRegisterCode) proves the
 * number is the registrant's, as the spec's register-code and check-mobile-code services do.
 */
const mregister: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/login/mregister',
    {
      config: { access: 'public' },
      schema: {
        body: PasswordRegisterBody,
        response: { 200: LoginResultEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const mobile = request.body.mobile.trim()
      const code = (request.body.code ?? '').trim()
      const { password, password2 } = request.body
      assertValid(validatePasswordRegister({ mobile, code, password, password2 }))
      const version = agreedVersion(request.body.agreeVersion)
      const user = await registerWithPassword(app.smsCodes, {
        mobile,
        code,
        hashPassword: () => app.passwords.hash(password),
      })
      await reply.startSession(Number(user.id))
      await recordConsent(app.db, { userId: Number(user.id), version, ip: request.ip }, app.clock())
      return ok({ user: toUserInfo(user) }, '注册成功')
    },
  )
}

export default mregister
