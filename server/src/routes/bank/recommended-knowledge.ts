import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { RECOMMEND_PAGE_SIZE } from '@common/constants/bank'
import { ok } from '@server/errors'
import { KnowledgeInfoSchema, RecommendTypeSchema } from '@common/contracts/bank'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { recommendedKnowledge } from '@server/services/knowledge'

/**
 * GET /new/Home/Practice/getRecommendKnows?subjectId=&pageSize=3&p=1[&type=1|2]: spec §3
 * recommendation: the learner's weak points (type 2) once there are any, else recommended (1).
 */
const getRecommendKnows: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getRecommendKnows',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({
          subjectId: PositiveId,
          pageSize: Type.Integer({ minimum: 1, maximum: 50, default: RECOMMEND_PAGE_SIZE }),
          p: Type.Optional(PageNumber),
          type: Type.Optional(RecommendTypeSchema),
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
