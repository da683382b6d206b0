import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { markStudied } from '@server/db/repositories/lessons'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MarkBody } from '@common/contracts/study'
import { playableLesson } from '@server/services/lesson-access'
import { existingCourse } from '@server/services/lookups'
import { FAILURES } from '@server/failures'

/** POST /knew/pc/course/mark: the study record behind recent study and continue learning. */
const mark: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/pc/course/mark',
    {
      config: { access: 'learner' },
      schema: { body: MarkBody, response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = request.learnerId()
      await existingCourse(app.db, request.body.courseId)
      const lesson = await playableLesson(app.db, request.body.lessonId, userId, app.clock())
      if (Number(lesson.course_id) !== request.body.courseId) {
        throw FAILURES.lessonNotFound()
      }
      await markStudied(app.db, userId, lesson, new Date(app.clock()))
      return ok(null)
    },
  )
}

export default mark
