import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { findUser, toUserInfo } from '@server/db/repositories/users'
import { ApiFailure, NOT_LOGGED_IN, ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { CheckLoginResultSchema } from '@common/contracts/accounts'

/** GET /api/home/checklogin/: code 200 with the user when logged in, else 401 (spec §4). */
const checklogin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/checklogin/',
    {
      config: { access: 'optional' },
      schema: {
        response: { 200: envelope(CheckLoginResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.currentUserId()
      const user = userId === null ? null : await findUser(app.db, userId)
      if (!user) throw new ApiFailure(401, NOT_LOGGED_IN)
      return ok({ user: toUserInfo(user) }, '已登录')
    },
  )
}

export default checklogin
