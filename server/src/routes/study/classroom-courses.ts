import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CourseCardSchema, IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { FAILURES } from '@server/failures'

/** GET /knew/pc/classroom/courseList/classId/{id}: a class room's courses (path ours). */
const courseList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/classroom/courseList/classId/:id',
    {
      config: { access: 'public' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!(await app.publicAnswers.classroom(id)).value) throw FAILURES.classroomNotFound()
      return reply.sendAnswer(await app.publicAnswers.classroomCourses(id))
    },
  )
}

export default courseList
