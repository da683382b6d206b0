import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../../../errors'
import { PageNumber } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import {
  ExpressInfoSchema,
  OrderInfoSchema,
  OrderNo,
  OrderPageSchema,
} from '../../../../schemas/orders'
import {
  cancelOrder,
  expressInfo,
  orderInfo,
  orderPage,
  ORDER_PAGE_SIZE,
  toOrderInfo,
} from '../../../../services/orders'

const ByOrder = Type.Object({ orderId: OrderNo })

/**
 * The learner's orders (spec §7): GET order?sort=&p=&pageSize=10 (sort: the tab, 0 all,
 * 1 待支付, 2 已支付, 3 已取消), orderInfo?orderId=, expressInfo?orderId=, POST cancelOrder
 * {orderId}. Another learner's order is "not found", with nothing of it.
 */
const orders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/order',
    {
      schema: {
        querystring: Type.Object({
          sort: Type.Integer({ minimum: 0, maximum: 3, default: 0 }),
          p: Type.Optional(PageNumber),
          pageSize: Type.Optional(Type.Literal(ORDER_PAGE_SIZE)),
        }),
        response: { 200: envelope(OrderPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      return ok(await orderPage(app.db, userId, request.query.sort, request.query.p ?? 1))
    },
  )

  app.get(
    '/knew/home/user/orderInfo',
    {
      schema: {
        querystring: ByOrder,
        response: { 200: envelope(OrderInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await orderInfo(app.db, await request.requireUserId(), request.query.orderId)),
  )

  app.get(
    '/knew/home/user/expressInfo',
    {
      schema: {
        querystring: ByOrder,
        response: { 200: envelope(ExpressInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await expressInfo(app.db, await request.requireUserId(), request.query.orderId)),
  )

  app.post(
    '/knew/home/user/cancelOrder',
    {
      schema: {
        body: ByOrder,
        response: { 200: envelope(OrderInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const cancelled = await cancelOrder(app.db, userId, request.body.orderId)
      // Best effort: WeChat Pay is told too, so that the order cannot be paid there.
      await app.payment.close(cancelled.order_no).catch(() => undefined)
      return ok(toOrderInfo(cancelled, false, Date.now()), '订单已取消')
    },
  )
}

export default orders
