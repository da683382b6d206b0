import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from 'typebox'
import {
  accessTo,
  activateCourse,
  enrol,
  listMyCourses,
  validityDaysOf,
} from '../../../db/repositories/enrolments'
import { ApiFailure, ok } from '../../../errors'
import { PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import {
  AccessResultSchema,
  ActivationResultSchema,
  FreeJoinBody,
  MyCourseSchema,
} from '../../../schemas/study'
import { requireUserId } from '../../guards'

/** Access, activation, free joins and the learner's courses (spec §4, §7). */
const enrolment: FastifyPluginAsync = async (app) => {
  async function courseValidity(courseId: number): Promise<number> {
    const days = await validityDaysOf(app.db, 'course', courseId)
    if (days === null) throw new ApiFailure(404, '课程不存在')
    return days
  }

  app.get<{ Querystring: { courseId: number } }>(
    '/knew/pc/Course/access',
    {
      schema: {
        querystring: Type.Object({ courseId: PositiveId }),
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const days = await courseValidity(request.query.courseId)
      const userId = await request.currentUserId()
      return ok(await accessTo(app.db, userId, 'course', request.query.courseId, days))
    },
  )

  app.get<{ Querystring: { id: number } }>(
    '/knew/pc/course/tryActive',
    {
      schema: {
        querystring: Type.Object({ id: PositiveId }),
        response: { 200: envelope(ActivationResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      await courseValidity(request.query.id)
      const activation = await activateCourse(app.db, userId, request.query.id)
      if (!activation) throw new ApiFailure(400, '激活失败：您尚未购买该课程')
      return ok(activation, '激活成功')
    },
  )

  app.post<{ Body: Static<typeof FreeJoinBody> }>(
    '/knew/pc/course/free',
    {
      schema: {
        body: FreeJoinBody,
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const { id, type } = request.body
      const item = await app.db
        .selectFrom(type === 'course' ? 'courses' : 'classrooms')
        .select(['discount_price_fen', 'validity_days'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!item) throw new ApiFailure(404, type === 'course' ? '课程不存在' : '班级不存在')
      if (Number(item.discount_price_fen) !== 0) {
        throw new ApiFailure(400, type === 'course' ? '该课程不是免费课程' : '该班级不是免费班级')
      }
      const validityDays = Number(item.validity_days)
      // spec §4: a free join is activated at once.
      await enrol(app.db, { userId, kind: type, refId: id, source: 'free' }, { validityDays })
      return ok(await accessTo(app.db, userId, type, id, validityDays), '加入成功')
    },
  )

  app.get(
    '/knew/pc/course/courseList',
    { schema: { response: { 200: envelope(Type.Array(MyCourseSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(await listMyCourses(app.db, await requireUserId(request))),
  )
}

export default enrolment
