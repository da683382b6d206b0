import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { thumbOf } from '../../../db/repositories/lesson-likes'
import { ok } from '../../../errors'
import { IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { LessonThumbSchema } from '../../../schemas/study'
import { existingLesson } from '../../../services/lookups'

/** GET /api/home/getLikesByLessonId/{id}: a lesson's thumbs and the learner's own (spec §3). */
const getLikesByLessonId: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/getLikesByLessonId/:id',
    {
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
