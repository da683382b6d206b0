import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { toUserInfo, updateUser } from '@server/db/repositories/users'
import { ApiFailure, ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { UserInfoBody } from '@common/contracts/accounts'
import { UserInfoSchema } from '@common/contracts/user'
import { checkUserValue, currentUser } from '@server/services/users'

/** GET and POST /knew/home/User/info: the user's own info, changed one key at a time (§3). */
const info: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/User/info',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(toUserInfo(await currentUser(app.db, request.learnerId()))),
  )

  app.post(
    '/knew/home/User/info',
    {
      config: { access: 'learner' },
      schema: {
        body: UserInfoBody,
        response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
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
