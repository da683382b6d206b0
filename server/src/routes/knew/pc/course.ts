import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { listCategories, listCoursesOfCategory } from '../../../db/repositories/catalogue'
import { ApiFailure, ok } from '../../../errors'
import { CourseCardSchema, CourseCategorySchema, IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'

/** The course catalogue (spec §7 "Home and commerce"). */
const course: FastifyPluginAsync = async (app) => {
  app.get(
    '/knew/Pc/course/getCourse',
    {
      schema: { response: { 200: envelope(Type.Array(CourseCategorySchema)), ...ERROR_RESPONSES } },
    },
    async () => ok(await listCategories(app.db)),
  )

  app.get<{ Params: { id: number } }>(
    '/knew/Pc/course/getCourseList/cateId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const courses = await listCoursesOfCategory(app.db, request.params.id)
      if (!courses) throw new ApiFailure(404, `课程分类不存在：${request.params.id}`)
      return ok(courses)
    },
  )
}

export default course
