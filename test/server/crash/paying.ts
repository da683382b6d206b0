// Paying for an order against a server in its own process: the learner's requests over HTTP,
// WeChat Pay's notification from the development provider's keys, and what the database holds
// of the payment afterwards.
import type { Kysely } from 'kysely'
import { createDevPay, type DevPayKeys } from '@server/adapters/payment/dev'
import { connect } from '@server/db/connect'
import type { Database } from '@server/db/schema'

/** A notification as WeChat Pay POSTs it: signed headers over this exact body. */
export interface SignedNotification {
  headers: Record<string, string>
  body: string
}

/** The learner's view of an order (GET /knew/home/user/orderInfo). */
export interface OrderView {
  orderId: string
  status: string
  amountFen: number
}

/** What the database holds of an order's payment. */
export interface PaymentRecord {
  status: string
  paidAt: number | null
  transactionId: string | null
  /** notify_id of each recorded notification of the order. */
  notifyIds: string[]
  /** created_at of each enrolment of the order's learner in what the order bought. */
  grants: number[]
  /** The order's points: the amount of each ledger line for it, and what they should be. */
  points: number[]
  expectedPoints: number
  /** The learner's balance minus their ledger's sum: always 0. */
  balanceDrift: number
}

interface Envelope<T> {
  code: number
  message: string
  result: T
}

/** The server's database, opened beside the server (SQLITE_FILE or DATABASE_URL). */
export function openDatabase(databaseEnv: Record<string, string>): Kysely<Database> {
  return connect({
    databaseUrl: databaseEnv.DATABASE_URL || undefined,
    sqliteFile: databaseEnv.SQLITE_FILE ?? '',
  }).db
}

async function envelopeOf<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>
  if (body.code !== 200) throw new Error(`${what}: ${body.code} ${body.message}`)
  return body.result
}

function postForm(url: string, fields: Record<string, string | number>, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  })
}

/** Registers a learner as the app does (an SMS code, read from the dev outbox); their cookie. */
export async function registerLearner(baseUrl: string, mobile: string): Promise<string> {
  await envelopeOf(
    await postForm(`${baseUrl}/knew/Home/User/sendRegisterCode`, { mobile }),
    'sendRegisterCode',
  )
  const sms = await envelopeOf<{ code: string }>(
    await fetch(`${baseUrl}/api/dev/sms/latest?mobile=${mobile}`),
    'dev SMS outbox',
  )
  const registered = await postForm(`${baseUrl}/knew/Home/User/mRegister`, {
    mobile,
    code: sms.code,
  })
  await envelopeOf(registered.clone(), 'mRegister')
  const session = registered.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))
  if (!session) throw new Error('mRegister set no session cookie')
  return session.split(';')[0]
}

/** Places an order as the learner; its order number. */
export async function placeOrder(
  baseUrl: string,
  cookie: string,
  fields: { type: string; gid: number },
): Promise<string> {
  const placed = await envelopeOf<{ orderId: string }>(
    await postForm(`${baseUrl}/new/home/buy/orders`, fields, cookie),
    'placing the order',
  )
  return placed.orderId
}

/** The order as its learner sees it. */
export async function viewOrder(
  baseUrl: string,
  cookie: string,
  orderNo: string,
): Promise<OrderView> {
  return envelopeOf<OrderView>(
    await fetch(`${baseUrl}/knew/home/user/orderInfo?orderId=${encodeURIComponent(orderNo)}`, {
      headers: { cookie },
    }),
    'orderInfo',
  )
}

/** A seeded course on sale: what to order (gid) and what it costs. */
export async function courseOnSale(
  db: Kysely<Database>,
): Promise<{ gid: number; amountFen: number }> {
  const goods = await db
    .selectFrom('goods')
    .select(['ref_id', 'discount_price_fen'])
    .where('type', '=', 'course')
    .where('discount_price_fen', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { gid: Number(goods.ref_id), amountFen: Number(goods.discount_price_fen) }
}

/** The development provider's notification that the order was paid, with the server's keys. */
export async function devNotification(
  db: Kysely<Database>,
  payment: { orderNo: string; amountFen: number },
): Promise<SignedNotification & { notifyId: string }> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'dev_pay_keys')
    .executeTakeFirstOrThrow()
  const keys = JSON.parse(row.value) as DevPayKeys
  const signed = createDevPay(keys).notification({
    ...payment,
    transactionId: `T${payment.orderNo}`,
  })
  return { ...signed, notifyId: (JSON.parse(signed.body) as { id: string }).id }
}

/** POSTs the notification as WeChat Pay does: the answer's status, or null when none came. */
export function sendNotification(
  baseUrl: string,
  signed: SignedNotification,
): Promise<number | null> {
  return fetch(`${baseUrl}/api/pay/notify`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  }).then(
    async (response) => {
      await response.arrayBuffer()
      return response.status
    },
    () => null,
  )
}

/**
 * A course's or class room's order: its status, its notifications and the enrolment it granted,
 * read from the database.
 */
export async function paymentRecord(db: Kysely<Database>, orderNo: string): Promise<PaymentRecord> {
  const order = await db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'kind',
      'ref_id',
      'status',
      'paid_at',
      'transaction_id',
      'amount_fen',
    ])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
  if (order.kind === 'goods') throw new Error('paymentRecord reads course and class room orders')
  const notifications = await db
    .selectFrom('payment_notifications')
    .select('notify_id')
    .where('order_id', '=', Number(order.id))
    .execute()
  const grants = await db
    .selectFrom('enrolments')
    .select('created_at')
    .where('user_id', '=', Number(order.user_id))
    .where('kind', '=', order.kind)
    .where('ref_id', '=', Number(order.ref_id))
    .execute()
  const userId = Number(order.user_id)
  const lines = await db
    .selectFrom('points_ledger')
    .select(['ref', 'amount'])
    .where('user_id', '=', userId)
    .execute()
  const user = await db
    .selectFrom('users')
    .select('points')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const sum = lines.reduce((total, line) => total + Number(line.amount), 0)
  return {
    status: order.status,
    paidAt: order.paid_at === null ? null : Number(order.paid_at),
    transactionId: order.transaction_id,
    notifyIds: notifications.map((row) => row.notify_id),
    grants: grants.map((row) => Number(row.created_at)),
    points: lines
      .filter((line) => line.ref === `order:${orderNo}`)
      .map((line) => Number(line.amount)),
    // The default POINTS_PER_YUAN (1) a whole yuan.
    expectedPoints: Math.floor(Number(order.amount_fen) / 100),
    balanceDrift: Number(user.points) - sum,
  }
}
