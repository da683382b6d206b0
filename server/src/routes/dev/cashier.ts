import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import { findOrder } from '@server/db/repositories/orders'
import { ApiFailure, ok } from '@server/errors'
import { escapeHtml } from '@server/html'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OrderNo, PayStateSchema } from '@common/contracts/orders'
import { STATUS_NAMES } from '@server/services/orders'
import { payableOrder } from '@server/services/payments'

const ByOrder = Type.Object({ orderId: OrderNo })
/** The cashier page's forms send back=1: they go back to the order's page afterwards. */
const wantsBack = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { back?: unknown }).back === '1'

const placePage = (orderNo: string) => `/order/place/${encodeURIComponent(orderNo)}`

/**
 * The development payment provider's side (PAY_PROVIDER=dev, refused in production): a cashier
 * page that confirms or fails a payment, and POST /api/dev/pay/{orderId}/succeed (or /fail)
 * doing the same without the page, for tests. A success is sent as WeChat Pay would send it: a
 * notification signed with the provider's local key, through POST /api/pay/notify and its
 * verification. Each of them is no laxer than WeChat Pay: only the order's owner (a JSAPI
 * prepay is bound to the payer) and only while the order is open (WeChat refuses one closed
 * there); a refusal changes nothing. A late notification for a closed order still completes it:
 * that is the notify route's rule, not the cashier's.
 */
const devPay: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.payment
  if (provider.name !== 'dev' || !('notification' in provider)) return

  /** The order of the route's params, for its owner only and while it is open. */
  const payable = async (request: FastifyRequest, orderNo: string) =>
    payableOrder(app.db, request.learnerId(), orderNo, app.clock())

  app.get(
    '/api/dev/pay/cashier/:orderId',
    { config: { access: 'learner' }, schema: { params: ByOrder } },
    async (request, reply) => {
      const order = await payable(request, request.params.orderId)
      const no = escapeHtml(order.order_no)
      const amount = (Number(order.amount_fen) / 100).toFixed(2)
      const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟收银台</title>
<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;max-width:480px;margin:0 auto;padding:24px 16px;color:#1f2329}h1{font-size:20px}.amount{font-size:32px;font-weight:700;margin:16px 0}.tip{padding:10px 12px;background:#fff7e6;border-radius:8px;font-size:13px;color:#8a5a00}button{width:100%;height:48px;margin-top:12px;border:0;border-radius:24px;font-size:16px}.pay{background:#07c160;color:#fff}.fail{background:#f2f3f5;color:#1f2329}</style>
</head><body>
<h1>模拟收银台</h1>
<p class="tip">开发环境的模拟支付：不会真实扣款。</p>
<p>${escapeHtml(order.title)}</p>
<p>订单号：${no}</p>
<p class="amount">¥${amount}</p>
<p>订单状态：${escapeHtml(STATUS_NAMES[order.status])}</p>
<form method="post" action="/api/dev/pay/${no}/succeed"><input type="hidden" name="back" value="1"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="/api/dev/pay/${no}/fail"><input type="hidden" name="back" value="1"><button class="fail" type="submit">支付失败</button></form>
</body></html>`
      return reply.pagePolicy().type('text/html; charset=utf-8').send(html)
    },
  )

  app.post(
    '/api/dev/pay/:orderId/succeed',
    {
      config: { access: 'learner' },
      schema: {
        params: ByOrder,
        response: { 200: envelope(PayStateSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const order = await payable(request, request.params.orderId)
      const signed = provider.notification({
        orderNo: order.order_no,
        amountFen: Number(order.amount_fen),
        transactionId: `DEV${Date.now()}${randomBytes(6).toString('hex')}`,
      })
      const answer = await app.inject({
        method: 'POST',
        url: '/api/pay/notify',
        headers: signed.headers,
        payload: signed.body,
      })
      if (answer.statusCode !== 204) {
        throw new ApiFailure(409, `支付通知未被接受：${answer.body}`)
      }
      if (wantsBack(request.body)) return reply.redirect(placePage(order.order_no), 303)
      const paid = await findOrder(app.db, order.order_no)
      return ok({ orderId: order.order_no, status: paid?.status ?? order.status }, '支付成功')
    },
  )

  app.post(
    '/api/dev/pay/:orderId/fail',
    {
      config: { access: 'learner' },
      schema: {
        params: ByOrder,
        response: { 200: envelope(PayStateSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const order = await payable(request, request.params.orderId)
      if (wantsBack(request.body)) {
        return reply.redirect(`${placePage(order.order_no)}?payFailed=1`, 303)
      }
      return ok({ orderId: order.order_no, status: order.status }, '支付失败，订单未支付')
    },
  )
}

export default devPay
