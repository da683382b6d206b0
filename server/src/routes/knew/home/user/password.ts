import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { checkMobile, validatePasswordReset } from '../../../../../../src/utils/validation'
import {
  deleteSessionsOfUser,
  findUserByMobile,
  updateUser,
} from '../../../../db/repositories/users'
import { ApiFailure, ok } from '../../../../errors'
import { Code, Mobile, MobileBody, NullEnvelope, Password } from '../../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../../schemas/envelope'
import { hashPassword } from '../../../../services/passwords'
import { consumeCode, sendCode } from '../../../../services/sms-codes'
import { assertValid } from '../../../guards'

const ResetBody = Type.Object({
  mobile: Mobile,
  code: Code,
  password: Password,
  password2: Password,
})

/** Reset a forgotten password by SMS code (spec §7). */
const passwordReset: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { mobile: string } }>(
    '/knew/Home/User/sendMsgForChangePw',
    { schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
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

  app.post<{ Body: { mobile: string; code: string; password: string; password2: string } }>(
    '/knew/Home/User/resetPw',
    { schema: { body: ResetBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      const { password, password2 } = request.body
      assertValid(validatePasswordReset({ mobile, code, password, password2 }))
      await consumeCode(app.smsCodes, { mobile, purpose: 'reset', code })
      const user = await findUserByMobile(app.db, mobile)
      if (!user) throw new ApiFailure(400, '验证码已失效，请重新获取')
      await updateUser(app.db, Number(user.id), {
        password_hash: await hashPassword(password, app.config.scryptN),
      })
      // Everywhere else the old password was used is logged out.
      await deleteSessionsOfUser(app.db, Number(user.id))
      return ok(null, '密码已重置，请重新登录')
    },
  )
}

export default passwordReset
