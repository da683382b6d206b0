import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { ExpressInfoSchema, OrderNo } from '@server/schemas/orders'
import { expressInfo as expressOf } from '@server/services/orders'

/** GET /knew/home/user/expressInfo?orderId=: the order's shipment and its tracking steps. */
const expressInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/expressInfo',
    {
      schema: {
        querystring: Type.Object({ orderId: OrderNo }),
        response: { 200: envelope(ExpressInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await expressOf(app.db, await request.requireUserId(), request.query.orderId)),
  )
}

export default expressInfo
