import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMyCourses } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { MyCourseSchema } from '@server/schemas/study'

/** GET /knew/pc/course/courseList: the learner's courses, own and through class rooms. */
const courseList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/courseList',
    { schema: { response: { 200: envelope(Type.Array(MyCourseSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(await listMyCourses(app.db, await request.requireUserId())),
  )
}

export default courseList
