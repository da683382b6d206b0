import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accessTo } from '../../../../db/repositories/enrolments'
import { ok } from '../../../../errors'
import { IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { AccessResultSchema } from '../../../../schemas/study'
import { validityOfExisting } from '../../../../services/lookups'

/** GET /knew/pc/classroom/checkAccess/classId/{id}: the learner's access to a class room. */
const checkAccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/classroom/checkAccess/classId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const days = await validityOfExisting(app.db, 'classroom', request.params.id)
      const userId = await request.currentUserId()
      return ok(await accessTo(app.db, userId, 'classroom', request.params.id, days))
    },
  )
}

export default checkAccess
