import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { findGoods } from '../../../db/repositories/catalogue'
import { ApiFailure, ok } from '../../../errors'
import { GoodsItemSchema } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'

const Query = Type.Object({
  type: Type.Union([Type.Literal('course'), Type.Literal('classroom'), Type.Literal('goods')]),
  gid: Type.Integer({ minimum: 1 }),
})

/** GET /new/home/buy/getGoodsInfo?type=&gid=: one goods item for the order pages. */
const buy: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { type: 'course' | 'classroom' | 'goods'; gid: number } }>(
    '/new/home/buy/getGoodsInfo',
    {
      schema: {
        querystring: Query,
        response: { 200: envelope(GoodsItemSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const goods = await findGoods(app.db, request.query.type, request.query.gid)
      if (!goods) throw new ApiFailure(404, '商品不存在或已下架')
      return ok(goods)
    },
  )
}

export default buy
