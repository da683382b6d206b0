import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RECOMMEND_PAGE_SIZE } from '@common/constants/bank'
import { ok } from '@server/errors'
import { KnowledgeInfoSchema } from '@server/schemas/bank'
import { PageNumber, PositiveId } from '@server/schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { recommendedKnowledge } from '@server/services/knowledge'

/**
 * GET /new/Home/Practice/getRecommendKnows?subjectId=&pageSize=3&p=1[&type=1|2]: spec §3
 * recommendation: the learner's weak points (type 2) once there are any, else recommended (1).
 */
const getRecommendKnows: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getRecommendKnows',
    {
      schema: {
        querystring: Type.Object({
          subjectId: PositiveId,
          pageSize: Type.Integer({ minimum: 1, maximum: 50, default: RECOMMEND_PAGE_SIZE }),
          p: Type.Optional(PageNumber),
          type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
        }),
        response: { 200: envelope(KnowledgeInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { subjectId, pageSize, p = 1, type } = request.query
      const userId = await request.currentUserId()
      return ok(await recommendedKnowledge(app.db, userId, subjectId, p, pageSize, type))
    },
  )
}

export default getRecommendKnows
