import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { validatePasswordRegister } from '../../../../../../src/utils/validation'
import { toUserInfo } from '../../../../db/repositories/users'
import { assertValid, ok } from '../../../../errors'
import { LoginResultEnvelope, Mobile, Password } from '../../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../../schemas/envelope'
import { registerWithPassword } from '../../../../services/accounts'
import { hashPassword } from '../../../../services/passwords'

const PasswordRegisterBody = Type.Object({
  mobile: Mobile,
  password: Password,
  password2: Password,
})

/** POST /knew/home/login/mregister: register by mobile + password (and log in). */
const mregister: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
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
      const user = await registerWithPassword(app.db, {
        mobile,
        passwordHash: await hashPassword(password, app.config.scryptN),
      })
      await reply.startSession(Number(user.id))
      return ok({ user: toUserInfo(user) }, '注册成功')
    },
  )
}

export default mregister
