import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../../errors'
import { IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { CourseDetailSchema } from '../../../../schemas/study'
import { existingCourse } from '../../../../services/lookups'

/** GET /knew/pc/course/info/courseId/{id}: a course's detail page (course info; path ours). */
const info: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/info/courseId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(CourseDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await existingCourse(app.db, request.params.id)),
  )
}

export default info
