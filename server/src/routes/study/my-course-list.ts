import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMyCourses } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MyCourseSchema } from '@common/contracts/study'

/** GET /knew/pc/course/courseList: the learner's courses, own and through class rooms. */
const courseList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/courseList',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(MyCourseSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await listMyCourses(app.db, request.learnerId(), app.clock())),
  )
}

export default courseList
