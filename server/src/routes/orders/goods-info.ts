import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { GoodsItemSchema, GoodsKindSchema, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { FAILURES } from '@server/failures'

/** GET /new/home/buy/getGoodsInfo?type=&gid=: one goods item for the order pages. */
const getGoodsInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/home/buy/getGoodsInfo',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ type: GoodsKindSchema, gid: PositiveId }),
        response: { 200: envelope(GoodsItemSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await app.publicAnswers.goods(request.query.type, request.query.gid)
      if (!answer.value) throw FAILURES.goodsNotFound()
      return reply.sendAnswer(answer)
    },
  )
}

export default getGoodsInfo
