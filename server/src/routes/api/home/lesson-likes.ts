import type { FastifyPluginAsync } from 'fastify'
import type { Static } from 'typebox'
import { setLike, thumbOf } from '../../../db/repositories/lesson-likes'
import { ok } from '../../../errors'
import { IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { LessonLikeBody, LessonThumbSchema } from '../../../schemas/study'
import { existingLesson } from '../../../services/lesson-access'
import { requireUserId } from '../../guards'

/** spec §3 thumb: a lesson's likes and dislikes, and the learner's own. */
const lessonLikes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number } }>(
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

  app.post<{ Body: Static<typeof LessonLikeBody> }>(
    '/api/home/lessonlike',
    {
      schema: {
        body: LessonLikeBody,
        response: { 200: envelope(LessonThumbSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const { lessonId, like } = request.body
      await existingLesson(app.db, lessonId)
      await setLike(app.db, userId, lessonId, like)
      return ok(await thumbOf(app.db, lessonId, userId))
    },
  )
}

export default lessonLikes
