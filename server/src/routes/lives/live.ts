import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LiveDetailSchema } from '@common/contracts/lives'
import { visitLive } from '@server/services/lives'

/** GET /api/home/visitLives/{id}: one live, its state, access, and the stream to play now. */
const visitLives: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/visitLives/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(LiveDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const userId = await request.currentUserId()
      // A stream address is the learner's own (and a signed one expires): never kept by caches.
      reply.header('Cache-Control', 'private, no-store')
      return ok(
        await visitLive(
          app.db,
          app.liveStream,
          request.params.id,
          userId,
          app.clock(),
          app.config.wechatSubscribeTemplateId,
        ),
      )
    },
  )
}

export default visitLives
