import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ExpressInfoSchema, OrderNo } from '@common/contracts/orders'
import { expressInfo as expressOf } from '@server/services/orders'

/** GET /knew/home/user/expressInfo?orderId=: the order's shipment and its tracking steps. */
const expressInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/expressInfo',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ orderId: OrderNo }),
        response: { 200: envelope(ExpressInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await expressOf(app.db, request.learnerId(), request.query.orderId, app.clock())),
  )
}

export default expressInfo
