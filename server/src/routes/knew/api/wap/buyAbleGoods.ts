import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listBuyableGoods } from '../../../../db/repositories/catalogue'
import { ApiFailure, ok } from '../../../../errors'
import { GoodsItemSchema, IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'

/** GET /knew/api/wap/buyAbleGoods/courseId/{id}: the goods that give access to a course. */
const buyAbleGoods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/buyAbleGoods/courseId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const goods = await listBuyableGoods(app.db, request.params.id)
      if (!goods) throw new ApiFailure(404, `课程不存在：${request.params.id}`)
      return ok(goods)
    },
  )
}

export default buyAbleGoods
