import { order, orderRow, saveAddress, seededGoods, ship } from '@test/server/support/buying'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer("orders: POST /new/home/buy/orders and the learner's order calls", (server) => {
  it('prices an order from the database, never from the client, and gives it an unguessable number', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, {
      type: 'course',
      gid: goods.course.refId,
      price: 1,
      amount: 1,
      amountFen: 1,
    })
    expect(placed).toMatchObject({ status: 200, code: 200, message: '下单成功' })
    expect(placed.result.orderId).toMatch(/^\d{8}[0-9a-f]{20}$/)
    const row = await orderRow(server.app, placed.result.orderId)
    expect(Number(row.amount_fen)).toBe(goods.course.amountFen)
    expect(row).toMatchObject({ status: 'unpaid', kind: 'course' })
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(30 * 60_000)

    const info = await server.get(
      `/new/home/buy/getOrderInfo?id=${placed.result.orderId}`,
      learner.cookie,
    )
    expect(info.result).toMatchObject({
      orderId: placed.result.orderId,
      type: 'course',
      refId: goods.course.refId,
      amountFen: goods.course.amountFen,
      status: 'unpaid',
      statusName: '待支付',
      ships: false,
      address: null,
    })
    expect(info.result.secondsLeft).toBeGreaterThan(29 * 60)

    // Asking again for the same goods answers the open order, not a second one.
    const again = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    expect(again.result.orderId).toBe(placed.result.orderId)
    const other = await order(server, (await newLearner(server.app)).cookie, {
      type: 'course',
      gid: goods.course.refId,
    })
    expect(other.result.orderId).not.toBe(placed.result.orderId)
  })

  it('refuses visitors, the GET form, missing and free goods, and what the learner holds', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    expect((await order(server, '', { type: 'course', gid: goods.course.refId })).code).toBe(401)
    const get = await server.get(
      `/new/home/buy/orders?type=course&gid=${goods.course.refId}`,
      learner.cookie,
    )
    expect(get).toMatchObject({ status: 405, code: 405 })
    expect(get.message).toContain('POST')
    expect(
      await server.app.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', learner.userId)
        .execute(),
    ).toEqual([])

    const missing = await order(server, learner.cookie, { type: 'goods', gid: 999999 })
    expect(missing).toMatchObject({ code: 404, message: '商品不存在或已下架' })
    const bad = await order(server, learner.cookie, { type: 'car', gid: 1 })
    expect(bad.code).toBe(400)
    const free = await server.app.db
      .selectFrom('courses')
      .select('id')
      .where('discount_price_fen', '=', 0)
      .executeTakeFirstOrThrow()
    await server.app.db
      .insertInto('goods')
      .values({
        goods_type_id: 1,
        type: 'course',
        ref_id: Number(free.id),
        title: '免费课',
        cover: '',
        price_fen: 0,
        discount_price_fen: 0,
      })
      .execute()
    const freeOrder = await order(server, learner.cookie, { type: 'course', gid: Number(free.id) })
    expect(freeOrder).toMatchObject({ code: 400, message: '该商品免费，请直接免费学习' })

    await enrolLearner(server.app, {
      userId: learner.userId,
      kind: 'course',
      refId: goods.course.refId,
      expiresInDays: 30,
    })
    const owned = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    expect(owned).toMatchObject({ code: 409, message: '您已购买该课程，无需重复购买' })
    await enrolLearner(server.app, {
      userId: learner.userId,
      kind: 'subject',
      refId: goods.bank.subjectId,
      expiresInDays: 30,
    })
    const bank = await order(server, learner.cookie, { type: 'goods', gid: goods.bank.goodsId })
    expect(bank).toMatchObject({ code: 409, message: '您已开通该题库，无需重复购买' })
  })

  it('takes the shipping address for goods that ship, and a class room only for its own course', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const noAddress = await order(server, learner.cookie, {
      type: 'goods',
      gid: goods.book.goodsId,
    })
    expect(noAddress).toMatchObject({ code: 400, message: '请先填写收货地址' })
    await saveAddress(server, learner.cookie)
    const placed = await order(server, learner.cookie, { type: 'goods', gid: goods.book.goodsId })
    const info = await server.get(
      `/knew/home/user/orderInfo?orderId=${placed.result.orderId}`,
      learner.cookie,
    )
    expect(info.result).toMatchObject({
      ships: true,
      shipped: false,
      payMethod: null,
      address: {
        name: '张三',
        mobile: '13812345678',
        region: '广东省 深圳市 南山区',
        detail: '科技园南区8栋1201',
      },
    })

    const room = await server.app.db
      .selectFrom('classroom_courses')
      .select(['classroom_id', 'course_id'])
      .executeTakeFirstOrThrow()
    const inRoom = await order(server, learner.cookie, {
      type: 'course',
      gid: Number(room.course_id),
      classId: Number(room.classroom_id),
    })
    if (inRoom.code === 200) {
      expect((await orderRow(server.app, inRoom.result.orderId)).class_id).toBe(
        Number(room.classroom_id),
      )
    } else {
      // The seeded course of the room may be free: then it is joined, not bought.
      expect(inRoom.message).toBe('该商品免费，请直接免费学习')
    }
    const wrongRoom = await order(server, learner.cookie, {
      type: 'course',
      gid: goods.course.refId,
      classId: 999999,
    })
    expect(wrongRoom).toMatchObject({ code: 400, message: '该班级中没有这门课程' })
  })

  it('lists the orders by tab, 10 a page, and cancels an unpaid one only', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const first = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const second = await order(server, learner.cookie, {
      type: 'classroom',
      gid: goods.classroom.refId,
    })
    const all = await server.get('/knew/home/user/order?sort=0&p=1&pageSize=10', learner.cookie)
    expect(all.result).toMatchObject({ totalCount: 2, page: 1, pageSize: 10 })
    expect(all.result.list.map((o: { orderId: string }) => o.orderId)).toEqual([
      second.result.orderId,
      first.result.orderId,
    ])

    const cancelled = await server.post(
      '/knew/home/user/cancelOrder',
      { orderId: first.result.orderId },
      learner.cookie,
    )
    expect(cancelled).toMatchObject({ code: 200, message: '订单已取消' })
    expect(cancelled.result).toMatchObject({ status: 'cancelled', statusName: '已取消' })
    const twice = await server.post(
      '/knew/home/user/cancelOrder',
      { orderId: first.result.orderId },
      learner.cookie,
    )
    expect(twice).toMatchObject({ code: 409, message: '订单已取消' })
    const unpaid = await server.get('/knew/home/user/order?sort=1', learner.cookie)
    expect(unpaid.result.list.map((o: { orderId: string }) => o.orderId)).toEqual([
      second.result.orderId,
    ])
    const ended = await server.get('/knew/home/user/order?sort=3', learner.cookie)
    expect(ended.result.list.map((o: { orderId: string }) => o.orderId)).toEqual([
      first.result.orderId,
    ])
    expect((await server.get('/knew/home/user/order?sort=9', learner.cookie)).code).toBe(400)

    await server.app.db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: Date.now() })
      .where('order_no', '=', second.result.orderId)
      .execute()
    const paid = await server.post(
      '/knew/home/user/cancelOrder',
      { orderId: second.result.orderId },
      learner.cookie,
    )
    expect(paid).toMatchObject({ code: 409, message: '订单已支付，不能取消' })
  })

  it('closes an unpaid order after its time: shown closed, not cancelled, not payable', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    await server.app.db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1000 })
      .where('order_no', '=', placed.result.orderId)
      .execute()
    const info = await server.get(
      `/knew/home/user/orderInfo?orderId=${placed.result.orderId}`,
      learner.cookie,
    )
    expect(info.result).toMatchObject({ status: 'closed', statusName: '已关闭', secondsLeft: 0 })
    const cancel = await server.post(
      '/knew/home/user/cancelOrder',
      { orderId: placed.result.orderId },
      learner.cookie,
    )
    expect(cancel).toMatchObject({ code: 409, message: '订单已超时关闭' })
    const pay = await server.inject({
      method: 'POST',
      url: `/api/pay/orders/${placed.result.orderId}`,
      headers: { cookie: learner.cookie },
    })
    expect(pay.json()).toMatchObject({ code: 409, message: '订单已超时关闭，请重新下单' })
    // A new order may be placed.
    const fresh = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    expect(fresh.result.orderId).not.toBe(placed.result.orderId)
  })

  it('keeps an order to its learner: anyone else gets 404 and nothing of it', async () => {
    const goods = await seededGoods(server.app)
    const owner = await newLearner(server.app)
    const placed = await order(server, owner.cookie, { type: 'course', gid: goods.course.refId })
    const other = await newLearner(server.app)
    const id = placed.result.orderId
    for (const answer of [
      await server.get(`/knew/home/user/orderInfo?orderId=${id}`, other.cookie),
      await server.get(`/new/home/buy/getOrderInfo?id=${id}`, other.cookie),
      await server.get(`/knew/home/user/expressInfo?orderId=${id}`, other.cookie),
      await server.post('/knew/home/user/cancelOrder', { orderId: id }, other.cookie),
    ]) {
      expect(answer).toMatchObject({ code: 404, message: '订单不存在', result: null })
    }
    const pay = await server.inject({
      method: 'POST',
      url: `/api/pay/orders/${id}`,
      headers: { cookie: other.cookie },
    })
    expect(pay.json()).toMatchObject({ code: 404, result: null })
    expect((await orderRow(server.app, id)).status).toBe('unpaid')
    expect((await server.get('/knew/home/user/order', other.cookie)).result.totalCount).toBe(0)
    expect((await server.get(`/knew/home/user/orderInfo?orderId=${id}`, '')).code).toBe(401)
    expect(
      await server.get('/knew/home/user/orderInfo?orderId=not-an-order', owner.cookie),
    ).toMatchObject({ code: 404, message: '订单不存在' })
  })

  it('shows the logistics of a shipped order and every shipment of the learner', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    await saveAddress(server, learner.cookie, { name: '李四', city: '广州市', district: '天河区' })
    const placed = await order(server, learner.cookie, { type: 'goods', gid: goods.book.goodsId })
    const id = placed.result.orderId
    const before = await server.get(`/knew/home/user/expressInfo?orderId=${id}`, learner.cookie)
    expect(before).toMatchObject({ code: 404, message: '商品尚未发货' })
    await server.app.db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: Date.now() })
      .where('order_no', '=', id)
      .execute()
    await ship(server.app, id, ['【上海市】已揽收', '【上海转运中心】已发出'])
    const express = await server.get(`/knew/home/user/expressInfo?orderId=${id}`, learner.cookie)
    expect(express.result).toMatchObject({
      orderId: id,
      carrier: '顺丰速运',
      trackingNo: 'SF9988776655443',
      statusName: '运输中',
    })
    expect(
      express.result.timeline.map((step: { description: string }) => step.description),
    ).toEqual(['【上海转运中心】已发出', '【上海市】已揽收'])
    const all = await server.get('/api/home/express', learner.cookie)
    expect(all.result.map((item: { orderId: string }) => item.orderId)).toEqual([id])
    expect(
      (await server.get(`/knew/home/user/orderInfo?orderId=${id}`, learner.cookie)).result.shipped,
    ).toBe(true)
  })

  it("seeds the demo learners' book orders, paid and shipped with their tracking steps", async () => {
    const shipped = await server.app.db
      .selectFrom('shipments')
      .innerJoin('orders', 'orders.id', 'shipments.order_id')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.status', 'orders.ships', 'shipments.id'])
      .where('users.username', 'like', 'demo.learner.%')
      .execute()
    expect(shipped.length).toBeGreaterThanOrEqual(2)
    for (const row of shipped) {
      expect(row).toMatchObject({ status: 'paid', ships: 1 })
      const steps = await server.app.db
        .selectFrom('shipment_events')
        .select('description')
        .where('shipment_id', '=', row.id)
        .execute()
      expect(steps.length).toBeGreaterThanOrEqual(3)
    }
  })
})
