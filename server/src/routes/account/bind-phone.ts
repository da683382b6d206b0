import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { validateBindPhone } from '@common/rules/validation'
import { toUserInfo } from '@server/db/repositories/users'
import { assertValid, ok } from '@server/errors'
import { MobileCodeBody } from '@common/contracts/accounts'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { UserInfoSchema } from '@common/contracts/user'
import { bindMobile } from '@server/services/accounts'

/** POST /knew/home/user/bindPhone: binds a (new) mobile number to the account by SMS code. */
const bindPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/user/bindPhone',
    {
      config: { access: 'learner' },
      schema: {
        body: MobileCodeBody,
        response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateBindPhone({ mobile, code }))
      const user = await bindMobile(app.smsCodes, { userId, mobile, code })
      return ok(toUserInfo(user), '绑定成功')
    },
  )
}

export default bindPhone
