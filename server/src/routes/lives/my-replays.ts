import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { ReplayLivePageSchema, ReplayLiveQuery } from '@server/schemas/lives'
import { myReplayLives } from '@server/services/lives'

/** GET /knew/home/user/replayLive/?p=&pageSize=10: my ended lives, the latest first, paged. */
const replayLive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/replayLive',
    {
      schema: {
        querystring: ReplayLiveQuery,
        response: { 200: envelope(ReplayLivePageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const { p, pageSize } = request.query
      return ok(await myReplayLives(app.db, userId, p, pageSize, app.clock()))
    },
  )
}

export default replayLive
