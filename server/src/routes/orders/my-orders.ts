import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PageNumber } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OrderPageSchema } from '@common/contracts/orders'
import { orderPage, ORDER_PAGE_SIZE } from '@server/services/orders'

/**
 * GET /knew/home/user/order?sort=&p=&pageSize=10: a page of the learner's orders, newest first;
 * `sort` is the tab: 0 all, 1 待支付, 2 已支付, 3 已取消 (cancelled or closed).
 */
const order: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/order',
    {
      config: { access: 'learner' },
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
      const userId = request.learnerId()
      return ok(
        await orderPage(app.db, userId, request.query.sort, request.query.p ?? 1, app.clock()),
      )
    },
  )
}

export default order
