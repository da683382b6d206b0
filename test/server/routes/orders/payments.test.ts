import { closeExpiredOrders, completePayment } from '@server/services/payments'
import {
  devNotification,
  devPay,
  notify,
  order,
  orderRow,
  saveAddress,
  seededGoods,
} from '@test/server/support/buying'
import { newLearner } from '@test/server/support/learners'
import { describeServer, type TestServer } from '@test/server/support/test-server'

async function enrolmentsOf(server: TestServer, userId: number) {
  return server.app.db
    .selectFrom('enrolments')
    .select(['kind', 'ref_id', 'source', 'activated_at', 'expire_at'])
    .where('user_id', '=', userId)
    .execute()
}

async function notificationsOf(server: TestServer, orderNo: string) {
  const row = await orderRow(server.app, orderNo)
  return server.app.db
    .selectFrom('payment_notifications')
    .selectAll()
    .where('order_id', '=', Number(row.id))
    .execute()
}

describeServer('paying: the dev provider, POST /api/pay/notify and access on payment', (server) => {
  it('pays a course with the dev cashier: paid once, the course waits for its activation', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const id = placed.result.orderId
    const start = await server.inject({
      method: 'POST',
      url: `/api/pay/orders/${id}`,
      headers: { cookie: learner.cookie },
    })
    expect(start.json().result).toEqual({ kind: 'cashier', url: `/api/dev/pay/cashier/${id}` })
    const cashier = await server.inject({
      url: `/api/dev/pay/cashier/${id}`,
      headers: { cookie: learner.cookie },
    })
    expect(cashier.headers['content-type']).toContain('text/html')
    expect(cashier.body).toContain('确认支付')
    expect(cashier.body).toContain(`¥${(goods.course.amountFen / 100).toFixed(2)}`)

    const paid = await devPay(server, id, learner.cookie)
    expect(paid.json()).toMatchObject({ code: 200, result: { orderId: id, status: 'paid' } })
    const row = await orderRow(server.app, id)
    expect(row).toMatchObject({ status: 'paid', pay_provider: 'dev' })
    expect(row.transaction_id).toMatch(/^DEV/)
    expect(await enrolmentsOf(server, learner.userId)).toEqual([
      expect.objectContaining({
        kind: 'course',
        ref_id: goods.course.refId,
        source: 'purchase',
        activated_at: null,
      }),
    ])
    const access = await server.get(
      `/knew/pc/Course/access?courseId=${goods.course.refId}`,
      learner.cookie,
    )
    // Bought, waiting for its activation (spec §4: access 2).
    expect(access.result.access).toBe(2)
    const state = await server.get(`/api/pay/orders/${id}`, learner.cookie)
    expect(state.result).toEqual({ orderId: id, status: 'paid' })
    // The order says how it was paid: never passed off as a real WeChat payment.
    const info = await server.get(`/knew/home/user/orderInfo?orderId=${id}`, learner.cookie)
    expect(info.result).toMatchObject({ status: 'paid', payMethod: '模拟支付（开发环境）' })
    const again = await server.inject({
      method: 'POST',
      url: `/api/pay/orders/${id}`,
      headers: { cookie: learner.cookie },
    })
    expect(again.json()).toMatchObject({ code: 409, message: '订单已支付' })
  })

  it('opens a bank subject at once for a year, and gives a book nothing to open', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const bank = await order(server, learner.cookie, { type: 'goods', gid: goods.bank.goodsId })
    await devPay(server, bank.result.orderId, learner.cookie)
    const [subject] = await enrolmentsOf(server, learner.userId)
    expect(subject).toMatchObject({ kind: 'subject', ref_id: goods.bank.subjectId })
    const days = (Number(subject.expire_at) - Number(subject.activated_at)) / 86_400_000
    expect(days).toBe(365)
    const access = await server.get(
      `/api/v1/access?subjectId=${goods.bank.subjectId}`,
      learner.cookie,
    )
    expect(access.result.access).toBe(true)

    await saveAddress(server, learner.cookie)
    const book = await order(server, learner.cookie, { type: 'goods', gid: goods.book.goodsId })
    await devPay(server, book.result.orderId, learner.cookie)
    expect((await orderRow(server.app, book.result.orderId)).status).toBe('paid')
    expect(await enrolmentsOf(server, learner.userId)).toHaveLength(1)
  })

  it('takes a repeated notification once, and a second one for the order changes nothing', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, {
      type: 'classroom',
      gid: goods.classroom.refId,
    })
    const id = placed.result.orderId
    const signed = devNotification(server.app, {
      orderNo: id,
      amountFen: goods.classroom.amountFen,
    })
    for (let n = 0; n < 3; n += 1) expect((await notify(server, signed)).statusCode).toBe(204)
    const other = devNotification(server.app, { orderNo: id, amountFen: goods.classroom.amountFen })
    expect((await notify(server, other)).statusCode).toBe(204)
    expect(await notificationsOf(server, id)).toHaveLength(2)
    expect(await enrolmentsOf(server, learner.userId)).toHaveLength(1)
    const row = await orderRow(server.app, id)
    expect(row.transaction_id).toBe(`T${id}`)
  })

  it('refuses a notification with a bad signature, an old time, an unknown key or a wrong amount: nothing changes', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const id = placed.result.orderId
    const good = devNotification(server.app, { orderNo: id, amountFen: goods.course.amountFen })
    const tampered = {
      headers: good.headers,
      body: good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "'),
    }
    const cases: [string, { headers: Record<string, string>; body: string }][] = [
      ['tampered body', tampered],
      [
        'old timestamp',
        devNotification(
          server.app,
          { orderNo: id, amountFen: goods.course.amountFen },
          {
            timestamp: Math.floor(Date.now() / 1000) - 301,
          },
        ),
      ],
      [
        'unknown serial',
        devNotification(
          server.app,
          { orderNo: id, amountFen: goods.course.amountFen },
          {
            serial: 'PUB_KEY_ID_0000000000000000000000000000000000',
          },
        ),
      ],
      [
        'no signature',
        { headers: { ...good.headers, 'wechatpay-signature': '' }, body: good.body },
      ],
      [
        'timestamp not a number',
        { headers: { ...good.headers, 'wechatpay-timestamp': 'soon' }, body: good.body },
      ],
    ]
    for (const [name, signed] of cases) {
      const answer = await notify(server, signed)
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 401 })
      expect(answer.json()).toMatchObject({ code: 'FAIL' })
    }
    const cheap = await notify(server, devNotification(server.app, { orderNo: id, amountFen: 1 }))
    expect(cheap.statusCode).toBe(400)
    expect(cheap.json()).toMatchObject({ code: 'FAIL', message: '支付金额与订单金额不符' })
    expect((await orderRow(server.app, id)).status).toBe('unpaid')
    expect(await notificationsOf(server, id)).toEqual([])
    expect(await enrolmentsOf(server, learner.userId)).toEqual([])
    // The good one still completes it.
    expect((await notify(server, good)).statusCode).toBe(204)
    expect((await orderRow(server.app, id)).status).toBe('paid')
  })

  it('loses nothing when the server stops between the notification and its answer', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const id = placed.result.orderId
    // The transaction dies after granting the course (as under kill -9): all of it is undone.
    const dying = new Proxy(server.app.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver)
        return () => ({
          execute: (work: (trx: typeof target) => Promise<unknown>) =>
            target.transaction().execute(async (trx) => {
              await work(trx)
              throw new Error('killed')
            }),
        })
      },
    })
    await expect(
      completePayment(
        dying,
        { orderNo: id, provider: 'dev', transactionId: 'T1' },
        server.app.config.points,
        Date.now(),
      ),
    ).rejects.toThrow('killed')
    expect((await orderRow(server.app, id)).status).toBe('unpaid')
    expect(await enrolmentsOf(server, learner.userId)).toEqual([])
    // WeChat Pay sends the notification again: the order completes, once.
    const signed = devNotification(server.app, { orderNo: id, amountFen: goods.course.amountFen })
    expect((await notify(server, signed)).statusCode).toBe(204)
    expect((await notify(server, signed)).statusCode).toBe(204)
    expect((await orderRow(server.app, id)).status).toBe('paid')
    expect(await enrolmentsOf(server, learner.userId)).toHaveLength(1)
    expect(await notificationsOf(server, id)).toHaveLength(1)
  })

  it('closes unpaid orders past their time in the sweep; a payment after it still counts', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const first = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    await server.app.db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('order_no', '=', first.result.orderId)
      .execute()
    expect(
      await closeExpiredOrders(
        server.app.db,
        server.app.payment,
        server.app.config.points,
        Date.now(),
      ),
    ).toBeGreaterThanOrEqual(1)
    expect((await orderRow(server.app, first.result.orderId)).status).toBe('closed')
    // WeChat took the money before the close reached it: the payment stands.
    const late = devNotification(server.app, {
      orderNo: first.result.orderId,
      amountFen: goods.course.amountFen,
    })
    expect((await notify(server, late)).statusCode).toBe(204)
    expect((await orderRow(server.app, first.result.orderId)).status).toBe('paid')
  })

  it("goes back to the order's page from the cashier page's buttons", async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const failed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const session = { cookie: learner.cookie }
    const fail = await server.postForm(
      `/api/dev/pay/${failed.result.orderId}/fail`,
      { back: '1' },
      session,
    )
    expect(fail.statusCode).toBe(303)
    expect(fail.headers.location).toBe(`/order/place/${failed.result.orderId}?payFailed=1`)
    expect((await orderRow(server.app, failed.result.orderId)).status).toBe('unpaid')
    const paid = await server.postForm(
      `/api/dev/pay/${failed.result.orderId}/succeed`,
      { back: '1' },
      session,
    )
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/order/place/${failed.result.orderId}`)
    expect((await orderRow(server.app, failed.result.orderId)).status).toBe('paid')
  })

  it('refuses paying for visitors and in the dev cashier for an unknown order', async () => {
    expect(
      (await server.inject({ method: 'POST', url: '/api/pay/orders/20261123aaaaaaaaaaaaaaaaaaaa' }))
        .statusCode,
    ).toBe(401)
    const learner = await newLearner(server.app)
    const unknown = await devPay(server, '20261123aaaaaaaaaaaaaaaaaaaa', learner.cookie)
    expect(unknown.json()).toMatchObject({ code: 404, message: '订单不存在' })
  })
})
