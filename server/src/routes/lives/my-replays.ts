import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ReplayLivePageSchema, ReplayLiveQuery } from '@common/contracts/lives'
import { myReplayLives } from '@server/services/lives'

/** GET /knew/home/user/replayLive/?p=&pageSize=10: my ended lives, the latest first, paged. */
const replayLive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/replayLive',
    {
      config: { access: 'learner' },
      schema: {
        querystring: ReplayLiveQuery,
        response: { 200: envelope(ReplayLivePageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { p, pageSize } = request.query
      return ok(await myReplayLives(app.db, userId, p, pageSize, app.clock()))
    },
  )
}

export default replayLive
