import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OrderInfoSchema, OrderNo } from '@common/contracts/orders'
import { orderInfo } from '@server/services/orders'

/** GET /new/home/buy/getOrderInfo?id=: the order as the place (pay) page shows it. */
const getOrderInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/home/buy/getOrderInfo',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ id: OrderNo }),
        response: { 200: envelope(OrderInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await orderInfo(app.db, request.learnerId(), request.query.id, app.clock())),
  )
}

export default getOrderInfo
