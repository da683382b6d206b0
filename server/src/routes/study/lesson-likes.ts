import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { thumbOf } from '@server/db/repositories/lesson-likes'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LessonThumbSchema } from '@common/contracts/study'
import { existingLesson } from '@server/services/lookups'

/** GET /api/home/getLikesByLessonId/{id}: a lesson's thumbs and the learner's own (spec §3). */
const getLikesByLessonId: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/getLikesByLessonId/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(LessonThumbSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await existingLesson(app.db, request.params.id)
      return ok(await thumbOf(app.db, request.params.id, await request.currentUserId()))
    },
  )
}

export default getLikesByLessonId
