import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { toUserInfo, updateUser } from '@server/db/repositories/users'
import { ApiFailure, ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { UserInfoSchema } from '@server/schemas/user'
import { EDITABLE_USER_KEYS, checkUserValue, currentUser } from '@server/services/users'
import { LIMITS } from '@common/rules/validation'

const InfoBody = Type.Object({
  key: Type.Union(EDITABLE_USER_KEYS.map((key) => Type.Literal(key))),
  // The longest editable value is the email.
  value: Type.String({ maxLength: LIMITS.emailMax }),
})

/** GET and POST /knew/home/User/info: the user's own info, changed one key at a time (§3). */
const info: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/User/info',
    { schema: { response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(toUserInfo(await currentUser(app.db, await request.requireUserId()))),
  )

  app.post(
    '/knew/home/User/info',
    { schema: { body: InfoBody, response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      const userId = await request.requireUserId()
      const { key } = request.body
      const value = request.body.value.trim()
      const error = checkUserValue(key, value)
      if (error) throw new ApiFailure(400, error)
      await updateUser(app.db, userId, key === 'sex' ? { sex: Number(value) } : { [key]: value })
      return ok(toUserInfo(await currentUser(app.db, userId)), '保存成功')
    },
  )
}

export default info
