import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accessTo } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AccessResultSchema } from '@common/contracts/study'
import { validityOfExisting } from '@server/services/lookups'

/** GET /knew/pc/classroom/checkAccess/classId/{id}: the learner's access to a class room. */
const checkAccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/classroom/checkAccess/classId/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const days = await validityOfExisting(app.db, 'classroom', request.params.id)
      const userId = await request.currentUserId()
      return ok(await accessTo(app.db, userId, 'classroom', request.params.id, days, app.clock()))
    },
  )
}

export default checkAccess
