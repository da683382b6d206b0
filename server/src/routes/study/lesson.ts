import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { neighbours, positionOf } from '@server/db/repositories/lessons'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LessonDetailSchema } from '@common/contracts/study'
import { playableLesson } from '@server/services/lesson-access'
import { existingCourse } from '@server/services/lookups'
import { FAILURES } from '@server/failures'

/** GET /knew/pc/course/lesson/courseId/{c}/lessonId/{l}: the lesson to play (path ours). */
const lesson: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/lesson/courseId/:courseId/lessonId/:lessonId',
    {
      config: { access: 'optional' },
      schema: {
        params: Type.Object({ courseId: PositiveId, lessonId: PositiveId }),
        response: { 200: envelope(LessonDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const course = await existingCourse(app.db, request.params.courseId)
      const userId = await request.currentUserId()
      const row = await playableLesson(app.db, request.params.lessonId, userId, app.clock())
      if (Number(row.course_id) !== course.id) throw FAILURES.lessonNotFound()
      return ok({
        id: Number(row.id),
        courseId: course.id,
        courseTitle: course.title,
        lessonTitle: row.title,
        free: Number(row.free),
        duration: Number(row.duration),
        mediaUrl: `/media/lesson/${row.id}`,
        position: await positionOf(app.db, userId, Number(row.id)),
        ...(await neighbours(app.db, row)),
      })
    },
  )
}

export default lesson
