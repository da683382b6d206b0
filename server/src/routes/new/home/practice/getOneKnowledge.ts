import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../../errors'
import { KnowledgePointSchema } from '../../../../schemas/bank'
import { IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { oneKnowledge } from '../../../../services/knowledge'

/** GET /new/Home/Practice/getOneKnowledge?id=: one knowledge point with the learner's figures. */
const getOneKnowledge: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getOneKnowledge',
    {
      schema: {
        querystring: IdParam,
        response: { 200: envelope(KnowledgePointSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await oneKnowledge(app.db, await request.currentUserId(), request.query.id)),
  )
}

export default getOneKnowledge
