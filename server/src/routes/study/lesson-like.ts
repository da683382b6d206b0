import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { setLike, thumbOf } from '@server/db/repositories/lesson-likes'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LessonLikeBody, LessonThumbSchema } from '@common/contracts/study'
import { existingLesson } from '@server/services/lookups'

/** POST /api/home/lessonlike/: sets the learner's own thumb on a lesson (1, -1, or 0). */
const lessonlike: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/lessonlike',
    {
      config: { access: 'learner' },
      schema: {
        body: LessonLikeBody,
        response: { 200: envelope(LessonThumbSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { lessonId, like } = request.body
      await existingLesson(app.db, lessonId)
      await setLike(app.db, userId, lessonId, like)
      return ok(await thumbOf(app.db, lessonId, userId))
    },
  )
}

export default lessonlike
