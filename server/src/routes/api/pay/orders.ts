import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isWechat } from '../../../../../src/utils/user-agent'
import { sessionOpenid } from '../../../db/repositories/sessions'
import { ok } from '../../../errors'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { OrderNo, PayStartSchema, PayStateSchema } from '../../../schemas/orders'
import { paymentState, startPayment } from '../../../services/payments'

const ByOrder = Type.Object({ orderId: OrderNo })

/**
 * POST /api/pay/orders/{orderId}: how the app pays the learner's unpaid order (the dev cashier,
 * WeChat's JSAPI parameters inside WeChat, an H5 payment page outside; first 网页授权 when the
 * learner's openid is not known yet); GET: where its payment
 * stands (an unpaid order is asked of the provider, in case its notification was lost).
 */
const payOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/pay/orders/:orderId',
    {
      schema: {
        params: ByOrder,
        response: { 200: envelope(PayStartSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const sessionId = request.sessionId()
      const start = await startPayment(app.db, app.payment, userId, request.params.orderId, {
        inWechat: isWechat(request.headers['user-agent'] ?? ''),
        openid: sessionId ? await sessionOpenid(app.db, sessionId, app.wechat.appId) : null,
        clientIp: request.ip,
      })
      return ok(start)
    },
  )

  app.get(
    '/api/pay/orders/:orderId',
    {
      schema: {
        params: ByOrder,
        response: { 200: envelope(PayStateSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await paymentState(
          app.db,
          app.payment,
          await request.requireUserId(),
          request.params.orderId,
          app.config.points,
        ),
      ),
  )
}

export default payOrders
