import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { accessTo } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AccessResultSchema } from '@common/contracts/study'
import { validityOfExisting } from '@server/services/lookups'

/** GET /knew/pc/Course/access?courseId=: the learner's access to a course (spec §4). */
const access: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/Course/access',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ courseId: PositiveId }),
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { courseId } = request.query
      const days = await validityOfExisting(app.db, 'course', courseId)
      const userId = await request.currentUserId()
      return ok(await accessTo(app.db, userId, 'course', courseId, days, app.clock()))
    },
  )
}

export default access
