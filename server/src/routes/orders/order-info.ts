import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OrderInfoSchema, OrderNo } from '@common/contracts/orders'
import { orderInfo as infoOf } from '@server/services/orders'

/** GET /knew/home/user/orderInfo?orderId=: the learner's order; anyone else's is 404. */
const orderInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/orderInfo',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ orderId: OrderNo }),
        response: { 200: envelope(OrderInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await infoOf(app.db, request.learnerId(), request.query.orderId, app.clock())),
  )
}

export default orderInfo
