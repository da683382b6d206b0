import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { validatePasswordReset } from '@common/rules/validation'
import { assertValid, ok } from '@server/errors'
import { Code, Mobile, NullEnvelope, Password } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { resetPassword } from '@server/services/accounts'

const ResetBody = Type.Object({
  mobile: Mobile,
  code: Code,
  password: Password,
  password2: Password,
})

/** POST /knew/Home/User/resetPw: a new password by SMS code; every session of it ends. */
const resetPw: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/Home/User/resetPw',
    {
      config: { access: 'public' },
      schema: { body: ResetBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      const { password, password2 } = request.body
      assertValid(validatePasswordReset({ mobile, code, password, password2 }))
      await resetPassword(app.smsCodes, {
        mobile,
        code,
        hashPassword: () => app.passwords.hash(password),
      })
      return ok(null, '密码已重置，请重新登录')
    },
  )
}

export default resetPw
