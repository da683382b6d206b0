import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from 'typebox'
import {
  findCourseDetail,
  listLessonItems,
  markStudied,
  neighbours,
  positionOf,
  savePosition,
} from '../../../db/repositories/lessons'
import { ApiFailure, ok } from '../../../errors'
import { IdParam, PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import {
  CourseDetailSchema,
  LessonDetailSchema,
  LessonListItemSchema,
  MarkBody,
} from '../../../schemas/study'
import { playableLesson } from '../../../services/lesson-access'
import { requireUserId } from '../../guards'

/** A course's detail and lessons, the lesson to play, and the learner's progress in it. */
const lessons: FastifyPluginAsync = async (app) => {
  async function courseOrFail(courseId: number) {
    const course = await findCourseDetail(app.db, courseId)
    if (!course) throw new ApiFailure(404, '课程不存在')
    return course
  }

  app.get<{ Params: { id: number } }>(
    '/knew/pc/course/info/courseId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(CourseDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await courseOrFail(request.params.id)),
  )

  app.get<{ Params: { id: number } }>(
    '/knew/pc/course/lessons/courseId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LessonListItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const course = await courseOrFail(request.params.id)
      return ok(await listLessonItems(app.db, course, await request.currentUserId()))
    },
  )

  app.get<{ Params: { courseId: number; lessonId: number } }>(
    '/knew/pc/course/lesson/courseId/:courseId/lessonId/:lessonId',
    {
      schema: {
        params: Type.Object({ courseId: PositiveId, lessonId: PositiveId }),
        response: { 200: envelope(LessonDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const course = await courseOrFail(request.params.courseId)
      const userId = await request.currentUserId()
      const lesson = await playableLesson(app.db, request.params.lessonId, userId)
      if (Number(lesson.course_id) !== course.id) throw new ApiFailure(404, '课时不存在')
      return ok({
        id: Number(lesson.id),
        courseId: course.id,
        courseTitle: course.title,
        lessonTitle: lesson.title,
        free: Number(lesson.free),
        duration: Number(lesson.duration),
        mediaUrl: `/media/lesson/${lesson.id}`,
        position: await positionOf(app.db, userId, Number(lesson.id)),
        ...(await neighbours(app.db, lesson)),
      })
    },
  )

  app.post<{ Body: Static<typeof MarkBody> }>(
    '/knew/pc/course/mark',
    { schema: { body: MarkBody, response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES } } },
    async (request) => {
      const userId = await requireUserId(request)
      await courseOrFail(request.body.courseId)
      const lesson = await playableLesson(app.db, request.body.lessonId, userId)
      if (Number(lesson.course_id) !== request.body.courseId) {
        throw new ApiFailure(404, '课时不存在')
      }
      await markStudied(app.db, userId, lesson)
      return ok(null)
    },
  )

  app.get<{ Querystring: { video_id: number; current_time: number } }>(
    '/knew/pc/course/saveRecord',
    {
      schema: {
        querystring: Type.Object({ video_id: PositiveId, current_time: Type.Number() }),
        response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const lesson = await playableLesson(app.db, request.query.video_id, userId)
      const seconds = Math.min(
        Math.max(Math.floor(request.query.current_time), 0),
        Number(lesson.duration),
      )
      await savePosition(app.db, userId, Number(lesson.id), seconds)
      return ok(null)
    },
  )
}

export default lessons
