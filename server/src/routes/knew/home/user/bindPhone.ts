import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { validateBindPhone } from '../../../../../../src/utils/validation'
import { toUserInfo } from '../../../../db/repositories/users'
import { assertValid, ok } from '../../../../errors'
import { MobileCodeBody } from '../../../../schemas/accounts'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { UserInfoSchema } from '../../../../schemas/user'
import { bindMobile } from '../../../../services/accounts'

/** POST /knew/home/user/bindPhone: binds a (new) mobile number to the account by SMS code. */
const bindPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/user/bindPhone',
    {
      schema: {
        body: MobileCodeBody,
        response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateBindPhone({ mobile, code }))
      const user = await bindMobile(app.smsCodes, { userId, mobile, code })
      return ok(toUserInfo(user), '绑定成功')
    },
  )
}

export default bindPhone
