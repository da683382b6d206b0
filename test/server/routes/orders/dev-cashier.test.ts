import type { LightMyRequestResponse } from 'fastify'
import { closeExpiredOrders } from '@server/services/payments'
import {
  devNotification,
  devPay,
  notify,
  order,
  orderRow,
  seededGoods,
} from '@test/server/support/buying'
import { newLearner } from '@test/server/support/learners'
import { describeServer, type TestServer } from '@test/server/support/test-server'

/**
 * The dev cashier's ways to an order: its page, its two buttons (form posts that go back to the
 * order's page) and the confirmation without the page (the mini-program's, and tests').
 */
function entryPoints(server: TestServer, orderNo: string) {
  const session = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {})
  const ways: [string, (cookie?: string) => Promise<LightMyRequestResponse>][] = [
    [
      'cashier page',
      (cookie) =>
        server.inject({ url: `/api/dev/pay/cashier/${orderNo}`, headers: session(cookie) }),
    ],
    [
      '确认支付 button',
      (cookie) =>
        server.postForm(`/api/dev/pay/${orderNo}/succeed`, { back: '1' }, session(cookie)),
    ],
    [
      '支付失败 button',
      (cookie) => server.postForm(`/api/dev/pay/${orderNo}/fail`, { back: '1' }, session(cookie)),
    ],
    ['succeed', (cookie) => devPay(server, orderNo, cookie)],
  ]
  return ways
}

/** Everything a payment would change: the order, its notifications, the grants, the points. */
async function paymentTrace(server: TestServer, orderNo: string) {
  const row = await orderRow(server.app, orderNo)
  const of = async (table: 'enrolments' | 'points_ledger') =>
    server.app.db.selectFrom(table).selectAll().where('user_id', '=', Number(row.user_id)).execute()
  return {
    row,
    notifications: await server.app.db
      .selectFrom('payment_notifications')
      .selectAll()
      .where('order_id', '=', Number(row.id))
      .execute(),
    enrolments: await of('enrolments'),
    points: await of('points_ledger'),
  }
}

/** Each way to the order, as `cookie`, answers `status` with `message`, and changes nothing. */
async function expectRefused(
  server: TestServer,
  orderNo: string,
  cookie: string | undefined,
  refusal: { status: number; message: string },
) {
  const before = await paymentTrace(server, orderNo)
  for (const [way, call] of entryPoints(server, orderNo)) {
    const answer = await call(cookie)
    expect({ way, status: answer.statusCode, body: answer.json() }).toEqual({
      way,
      status: refusal.status,
      body: { code: refusal.status, message: refusal.message, result: null },
    })
  }
  expect(await paymentTrace(server, orderNo)).toEqual(before)
}

describeServer('the dev cashier pays no more than WeChat Pay would', (server) => {
  async function unpaidCourseOrder() {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    return { learner, orderNo: placed.result.orderId as string, amountFen: goods.course.amountFen }
  }

  it('answers a visitor 401, whoever owns the order', async () => {
    const { orderNo } = await unpaidCourseOrder()
    await expectRefused(server, orderNo, undefined, {
      status: 401,
      message: '您尚未登录，请登录！',
    })
  })

  it("treats another learner's order as unknown, as the order pages do, open or not", async () => {
    const { learner, orderNo } = await unpaidCourseOrder()
    const other = await newLearner(server.app)
    const info = await server.get(`/knew/home/user/orderInfo?orderId=${orderNo}`, other.cookie)
    expect(info).toMatchObject({ status: 404, message: '订单不存在' })
    await expectRefused(server, orderNo, other.cookie, { status: 404, message: '订单不存在' })

    // A JSAPI prepay is bound to its payer: the owner's session in the mini-program's header
    // pays, another learner's does not.
    const asToken = (cookie: string) =>
      server.inject({
        method: 'POST',
        url: `/api/dev/pay/${orderNo}/succeed`,
        headers: { token: cookie.slice('sid='.length) },
      })
    expect((await asToken(other.cookie)).statusCode).toBe(404)
    expect((await orderRow(server.app, orderNo)).status).toBe('unpaid')
    expect((await asToken(learner.cookie)).json()).toMatchObject({
      code: 200,
      result: { orderId: orderNo, status: 'paid' },
    })
    // Paid, it is still not theirs to know about.
    await expectRefused(server, orderNo, other.cookie, { status: 404, message: '订单不存在' })
  })

  it('refuses a cancelled order; a late notification from WeChat Pay still completes it', async () => {
    const { learner, orderNo, amountFen } = await unpaidCourseOrder()
    const cancelled = await server.post(
      '/knew/home/user/cancelOrder',
      { orderId: orderNo },
      learner.cookie,
    )
    expect(cancelled).toMatchObject({ code: 200, result: { status: 'cancelled' } })
    await expectRefused(server, orderNo, learner.cookie, {
      status: 409,
      message: '订单已取消，请重新下单',
    })
    expect(
      (await notify(server, devNotification(server.app, { orderNo, amountFen }))).statusCode,
    ).toBe(204)
    expect((await orderRow(server.app, orderNo)).status).toBe('paid')
  })

  it('refuses an order closed by the sweep, and one past its time the sweep has not closed yet', async () => {
    const swept = await unpaidCourseOrder()
    const waiting = await unpaidCourseOrder()
    const expire = (orderNo: string) =>
      server.app.db
        .updateTable('orders')
        .set({ expires_at: Date.now() - 1 })
        .where('order_no', '=', orderNo)
        .execute()
    await expire(swept.orderNo)
    await closeExpiredOrders(
      server.app.db,
      server.app.payment,
      server.app.config.points,
      Date.now(),
    )
    expect((await orderRow(server.app, swept.orderNo)).status).toBe('closed')
    const closed = { status: 409, message: '订单已超时关闭，请重新下单' }
    await expectRefused(server, swept.orderNo, swept.learner.cookie, closed)

    // Its row still says unpaid, and the refusal leaves it so: the sweep closes it.
    await expire(waiting.orderNo)
    await expectRefused(server, waiting.orderNo, waiting.learner.cookie, closed)
    expect((await orderRow(server.app, waiting.orderNo)).status).toBe('unpaid')
  })

  it('refuses an order already paid: no second confirmation', async () => {
    const { learner, orderNo } = await unpaidCourseOrder()
    expect((await devPay(server, orderNo, learner.cookie)).json()).toMatchObject({
      code: 200,
      message: '支付成功',
      result: { orderId: orderNo, status: 'paid' },
    })
    await expectRefused(server, orderNo, learner.cookie, { status: 409, message: '订单已支付' })
  })

  it("shows the owner's open order and pays it from the page's button", async () => {
    const { learner, orderNo, amountFen } = await unpaidCourseOrder()
    const page = await server.inject({
      url: `/api/dev/pay/cashier/${orderNo}`,
      headers: { cookie: learner.cookie },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`¥${(amountFen / 100).toFixed(2)}`)
    const failed = await server.postForm(
      `/api/dev/pay/${orderNo}/fail`,
      { back: '1' },
      { cookie: learner.cookie },
    )
    expect(failed.headers.location).toBe(`/order/place/${orderNo}?payFailed=1`)
    const paid = await server.postForm(
      `/api/dev/pay/${orderNo}/succeed`,
      { back: '1' },
      { cookie: learner.cookie },
    )
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/order/place/${orderNo}`)
    expect(await orderRow(server.app, orderNo)).toMatchObject({
      status: 'paid',
      pay_provider: 'dev',
    })
  })
})
