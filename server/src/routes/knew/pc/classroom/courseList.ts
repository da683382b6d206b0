import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listClassroomCourses } from '../../../../db/repositories/classrooms'
import { ok } from '../../../../errors'
import { CourseCardSchema, IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { validityOfExisting } from '../../../../services/lookups'

/** GET /knew/pc/classroom/courseList/classId/{id}: a class room's courses (path ours). */
const courseList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/classroom/courseList/classId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await validityOfExisting(app.db, 'classroom', request.params.id)
      return ok(await listClassroomCourses(app.db, request.params.id))
    },
  )
}

export default courseList
