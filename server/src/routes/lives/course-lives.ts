import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LiveItemSchema } from '@common/contracts/lives'
import { courseLiveList } from '@server/services/lives'

/**
 * GET /api/home/courseLives/{courseId}: a course's lives (a live course's page), by chapter
 * and start time, with the learner's access to each; a visitor sees them too.
 */
const courseLives: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/courseLives/:courseId',
    {
      config: { access: 'optional' },
      schema: {
        params: Type.Object({ courseId: PositiveId }),
        response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.currentUserId()
      return ok(await courseLiveList(app.db, request.params.courseId, userId, app.clock()))
    },
  )
}

export default courseLives
