import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OrderInfoSchema, OrderNo } from '@common/contracts/orders'
import { cancelOrder as cancel, toOrderInfo } from '@server/services/orders'

/** POST /knew/home/user/cancelOrder {orderId}: cancels the learner's unpaid order. */
const cancelOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/user/cancelOrder',
    {
      config: { access: 'learner' },
      schema: {
        body: Type.Object({ orderId: OrderNo }),
        response: { 200: envelope(OrderInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const cancelled = await cancel(app.db, userId, request.body.orderId, app.clock())
      // Best effort: WeChat Pay is told too, so that the order cannot be paid there.
      await app.payment.close(cancelled.order_no).catch(() => undefined)
      return ok(toOrderInfo(cancelled, false, app.clock()), '订单已取消')
    },
  )
}

export default cancelOrder
