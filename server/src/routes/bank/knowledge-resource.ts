import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { KnowledgeResourceSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { knowledgeResource } from '@server/services/knowledge'

const ResourceType = Type.Union([Type.Literal(2), Type.Literal(3)])

/**
 * POST /new/Home/Practice/getKnowledgeResource {types: [2, 3], knowId}: a point's lessons (2)
 * and questions (3, without answers; the free trial ones only without the subject's access). Form-encoded as the app sends arrays (`types[]=2&types[]=3`),
 * as `types=2&types=3`, or JSON.
 */
const getKnowledgeResource: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/new/Home/Practice/getKnowledgeResource',
    {
      config: { access: 'optional' },
      preValidation: async (request) => {
        // A body that is not an object (a JSON string, a text/plain body) fails the schema next.
        if (typeof request.body !== 'object' || request.body === null) return
        const body = request.body as Record<string, unknown>
        if ('types[]' in body && !('types' in body)) {
          body.types = body['types[]']
          delete body['types[]']
        }
      },
      schema: {
        body: Type.Object({
          knowId: PositiveId,
          types: Type.Array(ResourceType, { minItems: 1, maxItems: 2 }),
        }),
        response: { 200: envelope(KnowledgeResourceSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { knowId, types } = request.body
      const userId = await request.currentUserId()
      return ok(await knowledgeResource(app.db, userId, knowId, types, app.clock()))
    },
  )
}

export default getKnowledgeResource
