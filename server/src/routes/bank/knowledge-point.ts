import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { KnowledgePointSchema } from '@common/contracts/bank'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { oneKnowledge } from '@server/services/knowledge'

/** GET /new/Home/Practice/getOneKnowledge?id=: one knowledge point with the learner's figures. */
const getOneKnowledge: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getOneKnowledge',
    {
      config: { access: 'optional' },
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
