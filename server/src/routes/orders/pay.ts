import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isWechat } from '@common/rules/user-agent'
import type { Payer } from '@server/adapters/payment'
import { sessionOpenid } from '@server/db/repositories/sessions'
import { ApiFailure, ok } from '@server/errors'
import { ERROR_RESPONSES, ErrorEnvelope, envelope } from '@common/contracts/envelope'
import { OrderNo, PayOrderBody, PayStartSchema, PayStateSchema } from '@common/contracts/orders'
import { paymentState, startPayment } from '@server/services/payments'
import { MINI_UNCONFIGURED } from '@server/services/wechat-mini'

const ByOrder = Type.Object({ orderId: OrderNo })

/**
 * POST /api/pay/orders/{orderId}: how the app pays the learner's unpaid order (the dev cashier,
 * WeChat's JSAPI parameters inside WeChat, an H5 payment page outside; first 网页授权 when the
 * learner's openid is not known yet); with client=weapp, JSAPI parameters for the mini-program
 * (409 请先完成微信登录 while its openid is not known). GET: where its payment
 * stands (an unpaid order is asked of the provider, in case its notification was lost).
 */
const payOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/pay/orders/:orderId',
    {
      config: { access: 'learner' },
      schema: {
        params: ByOrder,
        body: PayOrderBody,
        response: { 200: envelope(PayStartSchema), ...ERROR_RESPONSES, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const sessionId = request.sessionId()
      const openidFor = async (appId: string) =>
        sessionId ? sessionOpenid(app.db, sessionId, appId) : null
      let payer: Payer
      if (request.body?.client === 'weapp') {
        // The mini-program pays as its own user, for its own AppID.
        const appId = app.wechat.miniAppId
        if (appId === null) throw new ApiFailure(503, MINI_UNCONFIGURED)
        payer = { inWechat: true, openid: await openidFor(appId), appId, clientIp: request.ip }
      } else {
        payer = {
          inWechat: isWechat(request.headers['user-agent'] ?? ''),
          openid: await openidFor(app.wechat.appId),
          clientIp: request.ip,
        }
      }
      return ok(
        await startPayment(app.db, app.payment, userId, request.params.orderId, payer, app.clock()),
      )
    },
  )

  app.get(
    '/api/pay/orders/:orderId',
    {
      config: { access: 'learner' },
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
          request.learnerId(),
          request.params.orderId,
          app.config.points,
          app.clock(),
        ),
      ),
  )
}

export default payOrders
