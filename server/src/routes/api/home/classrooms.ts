import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import {
  findClassroom,
  listClassroomGoods,
  listClassroomLives,
} from '../../../db/repositories/classrooms'
import { accessTo, listMyClassrooms } from '../../../db/repositories/enrolments'
import { ApiFailure, ok } from '../../../errors'
import { GoodsItemSchema, IdParam, LiveLessonSchema, PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import {
  CheckClassResultSchema,
  ClassroomDetailSchema,
  MyClassroomSchema,
  paged,
} from '../../../schemas/study'
import { requireUserId } from '../../guards'

/** The learner's class rooms and a class room's page: info, goods, lives, membership. */
const classrooms: FastifyPluginAsync = async (app) => {
  async function classroomOrFail(id: number) {
    const classroom = await findClassroom(app.db, id)
    if (!classroom) throw new ApiFailure(404, '班级不存在')
    return classroom
  }

  app.get(
    '/api/home/visitclasss',
    {
      schema: { response: { 200: envelope(Type.Array(MyClassroomSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await listMyClassrooms(app.db, await requireUserId(request))),
  )

  app.get<{ Params: { id: number } }>(
    '/api/home/visitclassroom/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(ClassroomDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await classroomOrFail(request.params.id)),
  )

  app.get<{ Params: { id: number; page: number } }>(
    '/api/home/classgoods/:id/p/:page',
    {
      schema: {
        params: Type.Object({
          id: PositiveId,
          page: Type.Integer({ minimum: 1, maximum: 100000 }),
        }),
        response: { 200: envelope(paged(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await classroomOrFail(request.params.id)
      return ok(await listClassroomGoods(app.db, request.params.id, request.params.page))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/api/home/getlivelists/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await classroomOrFail(request.params.id)
      return ok(await listClassroomLives(app.db, request.params.id))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/api/home/checkclass/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(CheckClassResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const classroom = await classroomOrFail(request.params.id)
      const { access } = await accessTo(
        app.db,
        userId,
        'classroom',
        classroom.id,
        classroom.validityDays,
      )
      // A member holds the class room now or once activated; an expired one is not.
      return ok({ member: access !== 0 })
    },
  )
}

export default classrooms
