import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../errors'
import { IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { ClassroomDetailSchema } from '../../../schemas/study'
import { existingClassroom } from '../../../services/lookups'

/** GET /api/home/visitclassroom/{id}: a class room's page (class info; path ours). */
const visitclassroom: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/visitclassroom/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(ClassroomDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await existingClassroom(app.db, request.params.id)),
  )
}

export default visitclassroom
