import type { FastifyInstance } from 'fastify'
import type { DevPayProvider } from '@server/adapters/payment'
import { recordShipment } from '@server/db/repositories/orders'
import type { TestServer } from './test-server'

/** Seeded goods of each kind: a paid course's, a class room's, a book, a bank subject's. */
export async function seededGoods(app: FastifyInstance) {
  const goods = await app.db.selectFrom('goods').selectAll().orderBy('id').execute()
  const subjectGoods = await app.db.selectFrom('goods_subjects').selectAll().execute()
  const bySubject = new Set(subjectGoods.map((row) => Number(row.goods_id)))
  const pick = (test: (row: (typeof goods)[number]) => boolean) => {
    const row = goods.find(test)
    if (!row) throw new Error('the seed lacks goods of a kind')
    return {
      goodsId: Number(row.id),
      refId: Number(row.ref_id),
      amountFen: Number(row.discount_price_fen),
      title: row.title,
    }
  }
  const bank = pick((row) => bySubject.has(Number(row.id)))
  return {
    course: pick((row) => row.type === 'course' && Number(row.discount_price_fen) > 0),
    classroom: pick((row) => row.type === 'classroom' && Number(row.discount_price_fen) > 0),
    book: pick((row) => Number(row.ships) === 1),
    bank: {
      ...bank,
      subjectId: Number(
        subjectGoods.find((row) => Number(row.goods_id) === bank.goodsId)?.subject_id,
      ),
    },
  }
}

/** Places an order as the learner (form-encoded, as the app posts). */
export function order(server: TestServer, cookie: string, fields: Record<string, string | number>) {
  return server.post('/new/home/buy/orders', fields, cookie)
}

/** The development provider's notification of a payment of the order. */
export function devNotification(
  app: FastifyInstance,
  payment: { orderNo: string; amountFen: number; transactionId?: string },
  options?: { timestamp?: number; serial?: string },
) {
  const provider = app.payment as DevPayProvider
  return provider.notification({ transactionId: `T${payment.orderNo}`, ...payment }, options)
}

/** Sends a notification to the notify route as WeChat Pay would. */
export function notify(
  server: TestServer,
  signed: { headers: Record<string, string>; body: string },
) {
  return server.inject({
    method: 'POST',
    url: '/api/pay/notify',
    headers: signed.headers,
    payload: signed.body,
  })
}

/**
 * Confirms the order at the dev cashier (POST /api/dev/pay/{orderId}/succeed), as the learner
 * with this session cookie (its owner, to be paid), or as a visitor without one.
 */
export function devPay(server: TestServer, orderNo: string, cookie?: string) {
  return server.inject({
    method: 'POST',
    url: `/api/dev/pay/${orderNo}/succeed`,
    headers: cookie ? { cookie } : {},
  })
}

/** The order's row, straight from the database. */
export function orderRow(app: FastifyInstance, orderNo: string) {
  return app.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
}

/** Ships an order, as the school's operator would: its carrier, number and first steps. */
export async function ship(app: FastifyInstance, orderNo: string, steps: string[]) {
  const row = await orderRow(app, orderNo)
  const now = Date.now()
  await recordShipment(app.db, {
    orderId: Number(row.id),
    carrier: '顺丰速运',
    trackingNo: 'SF9988776655443',
    delivered: false,
    shippedAt: now,
    steps: steps.map((description, index) => ({ at: now + index * 60_000, description })),
  })
}

/** Saves the learner's address (the user centre's form), for goods that ship. */
export async function saveAddress(
  server: TestServer,
  cookie: string,
  fields: Partial<Record<'name' | 'mobile' | 'city' | 'district' | 'detail', string>> = {},
) {
  const saved = await server.post(
    '/knew/home/User/address',
    {
      name: '张三',
      mobile: '13812345678',
      qq: '123456',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南区8栋1201',
      ...fields,
    },
    cookie,
  )
  if (saved.code !== 200) throw new Error(`address not saved: ${saved.message}`)
}
