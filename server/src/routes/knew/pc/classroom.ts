import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { listClassroomCourses } from '../../../db/repositories/classrooms'
import { accessTo, validityDaysOf } from '../../../db/repositories/enrolments'
import { ApiFailure, ok } from '../../../errors'
import { CourseCardSchema, IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { AccessResultSchema } from '../../../schemas/study'

/** A class room's access and its courses (spec §7 "Courses, classes and lives"). */
const classroom: FastifyPluginAsync = async (app) => {
  async function classroomValidity(id: number): Promise<number> {
    const days = await validityDaysOf(app.db, 'classroom', id)
    if (days === null) throw new ApiFailure(404, '班级不存在')
    return days
  }

  app.get<{ Params: { id: number } }>(
    '/knew/pc/classroom/checkAccess/classId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const days = await classroomValidity(request.params.id)
      const userId = await request.currentUserId()
      return ok(await accessTo(app.db, userId, 'classroom', request.params.id, days))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/knew/pc/classroom/courseList/classId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await classroomValidity(request.params.id)
      return ok(await listClassroomCourses(app.db, request.params.id))
    },
  )
}

export default classroom
