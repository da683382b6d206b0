import type { FastifyPluginAsync } from 'fastify'
import { checkMobile, validateBindPhone } from '../../../../../../src/utils/validation'
import {
  findUser,
  findUserByMobile,
  toUserInfo,
  updateUser,
} from '../../../../db/repositories/users'
import { ApiFailure, ok } from '../../../../errors'
import { MobileBody, MobileCodeBody, NullEnvelope } from '../../../../schemas/accounts'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { UserInfoSchema } from '../../../../schemas/user'
import { consumeCode, sendCode } from '../../../../services/sms-codes'
import { assertValid, requireUserId } from '../../../guards'

/** Binding a (new) mobile number to the logged-in account by SMS code (spec §7). */
const phone: FastifyPluginAsync = async (app) => {
  async function assertFreeFor(userId: number, mobile: string) {
    const holder = await findUserByMobile(app.db, mobile)
    if (holder && Number(holder.id) !== userId) throw new ApiFailure(409, '该手机号已绑定其他账号')
  }

  app.post<{ Body: { mobile: string } }>(
    '/knew/home/user/sendCode',
    { schema: { body: MobileBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      const userId = await requireUserId(request)
      const mobile = request.body.mobile.trim()
      assertValid(checkMobile(mobile))
      await assertFreeFor(userId, mobile)
      await sendCode(app.smsCodes, { mobile, purpose: 'bind', ip: request.ip })
      return ok(null, '验证码已发送')
    },
  )

  app.post<{ Body: { mobile: string; code: string } }>(
    '/knew/home/user/bindPhone',
    {
      schema: {
        body: MobileCodeBody,
        response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const mobile = request.body.mobile.trim()
      const code = request.body.code.trim()
      assertValid(validateBindPhone({ mobile, code }))
      await assertFreeFor(userId, mobile)
      await consumeCode(app.smsCodes, { mobile, purpose: 'bind', code })
      await updateUser(app.db, userId, { mobile })
      const user = await findUser(app.db, userId)
      if (!user) throw new ApiFailure(401, '您尚未登录，请登录！')
      return ok(toUserInfo(user), '绑定成功')
    },
  )
}

export default phone
