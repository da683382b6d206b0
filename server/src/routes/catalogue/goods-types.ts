import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { GoodsTypeSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /api/home/study/getGoodsTypes: the store's categories with their goods. */
const getGoodsTypes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/study/getGoodsTypes',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(Type.Array(GoodsTypeSchema)), ...ERROR_RESPONSES } },
    },
    async (_request, reply) => reply.sendAnswer(await app.publicAnswers.goodsTypes()),
  )
}

export default getGoodsTypes
