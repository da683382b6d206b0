import type { Kysely } from 'kysely'
import { SUBJECT_VALIDITY_DAYS } from '@common/constants/bank'
import type { PayStart, PayState } from '@common/contracts/orders'
import { AUTHORIZE_PATH } from './wechat-auth'
import {
  NotifyRefused,
  PaymentUnavailable,
  type Payer,
  type PaymentProvider,
  type VerifiedNotify,
} from '../adapters/payment'
import type { PointsRules } from '../config'
import { enrolPurchase } from '../db/repositories/enrolments'
import {
  expiredOrders,
  findOrder,
  moveOrder,
  recordNotification,
  subjectsOfGoods,
  type OrderRow,
} from '../db/repositories/orders'
import { lockKey } from '../db/locks'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import type { Instant } from '../time'
import { ownOrder, ownOrderAsStored } from './orders'
import { awardPoints } from './points'
import { FAILURES } from '@server/failures'

/** Paying in the mini-program before its openid is known (wx.login, then the openid call). */
export const MINI_OPENID_MISSING = '请先完成微信登录'

/**
 * What a paid order gives: a course or class room waiting for its activation (spec §4), a bank
 * subject open at once for its goods' validity (a year unless set); a book gives nothing to
 * open (it is shipped).
 */
async function grant(db: Kysely<Database>, order: OrderRow, now: Instant): Promise<void> {
  const userId = Number(order.user_id)
  if (order.kind === 'course' || order.kind === 'classroom') {
    await enrolPurchase(db, { userId, kind: order.kind, refId: Number(order.ref_id) }, null, now)
    return
  }
  const goods = await db
    .selectFrom('goods')
    .select('validity_days')
    .where('id', '=', Number(order.goods_id))
    .executeTakeFirst()
  const validityDays = Number(goods?.validity_days ?? SUBJECT_VALIDITY_DAYS)
  for (const subjectId of await subjectsOfGoods(db, Number(order.goods_id))) {
    await enrolPurchase(db, { userId, kind: 'subject', refId: subjectId }, { validityDays }, now)
  }
}

/**
 * The order paid, in one transaction under the order's lock: its status, what it gives, its
 * points, and the notification that said so. However many notifications (or queries) arrive,
 * this happens once; one that comes after the learner cancelled or the order closed still
 * counts: the money was taken.
 */
export async function completePayment(
  db: Kysely<Database>,
  payment: { orderNo: string; provider: string; transactionId: string; notify?: VerifiedNotify },
  points: PointsRules,
  now: Instant,
): Promise<'paid' | 'already'> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `order:${payment.orderNo}`)
    const order = await findOrder(trx, payment.orderNo)
    if (!order) throw FAILURES.orderNotFound()
    if (payment.notify) {
      await recordNotification(trx, {
        orderId: Number(order.id),
        provider: payment.provider,
        notifyId: payment.notify.notifyId,
        eventType: payment.notify.eventType,
        transactionId: payment.transactionId,
        receivedAt: now,
      })
    }
    const moved = await moveOrder(trx, Number(order.id), ['unpaid', 'cancelled', 'closed'], {
      status: 'paid',
      paid_at: now,
      pay_provider: payment.provider,
      transaction_id: payment.transactionId,
    })
    if (!moved) return 'already'
    // A book's stock goes down as it is paid for (never below 0: the money is taken anyway).
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('id', '=', Number(order.goods_id))
      .where('stock', '>', 0)
      .execute()
    await grant(trx, order, now)
    await awardPoints(
      trx,
      {
        userId: Number(order.user_id),
        kind: 'purchase',
        ref: `order:${order.order_no}`,
        reason: `购买：${order.title}`,
        amount: Math.floor(Number(order.amount_fen) / 100) * points.perYuan,
      },
      now,
    )
    return 'paid'
  })
}

/**
 * POST /api/pay/notify: a notification checked by the provider (signature, key, time), then
 * its payment completed. A refused one changes nothing.
 */
export async function handleNotify(
  db: Kysely<Database>,
  provider: PaymentProvider,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  points: PointsRules,
  now: Instant,
): Promise<'paid' | 'already' | 'ignored'> {
  let notify: VerifiedNotify
  try {
    notify = provider.verifyNotify(headers, rawBody)
  } catch (error) {
    if (error instanceof NotifyRefused) throw new ApiFailure(401, error.message)
    throw error
  }
  if (notify.tradeState !== 'SUCCESS') return 'ignored'
  const order = await findOrder(db, notify.orderNo)
  if (!order) throw FAILURES.orderNotFound()
  if (notify.amountFen !== Number(order.amount_fen)) {
    throw new ApiFailure(400, '支付金额与订单金额不符')
  }
  return completePayment(
    db,
    {
      orderNo: order.order_no,
      provider: provider.name,
      transactionId: notify.transactionId,
      notify,
    },
    points,
    now,
  )
}

/**
 * Why the order cannot be paid at `now`: paid, cancelled, or closed, which an unpaid order past
 * its time is even before the sweep (or a look at it) closes it; null while it is open.
 */
export function unpayableReason(
  order: Pick<OrderRow, 'status' | 'expires_at'>,
  now: Instant,
): string | null {
  if (order.status === 'paid') return '订单已支付'
  if (order.status === 'cancelled') return '订单已取消，请重新下单'
  if (order.status === 'closed' || Number(order.expires_at) <= now) {
    return '订单已超时关闭，请重新下单'
  }
  return null
}

/**
 * The learner's order while it can be paid, read without changing anything (the dev cashier
 * refuses as WeChat Pay does: a closed order, or one prepaid for another payer); anyone else's
 * is "not found", as ownOrder answers.
 */
export async function payableOrder(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: Instant,
): Promise<OrderRow> {
  const order = await ownOrderAsStored(db, userId, orderNo)
  const refusal = unpayableReason(order, now)
  if (refusal) throw new ApiFailure(409, refusal)
  return order
}

/** POST /api/pay/orders/{orderId}: how the app pays this unpaid order of the learner. */
export async function startPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: number,
  orderNo: string,
  payer: Payer,
  now: Instant,
): Promise<PayStart> {
  const order = await ownOrder(db, userId, orderNo, now)
  const refusal = unpayableReason(order, now)
  if (refusal) throw new ApiFailure(409, refusal)
  if (payer.inWechat && !payer.openid) {
    // The mini-program cannot do 网页授权: its openid comes from wx.login, through
    // POST /api/wechat/mini/openid.
    if (payer.appId) throw new ApiFailure(409, MINI_OPENID_MISSING)
    // JSAPI pays as a WeChat user of the school's account (the dev cashier mirrors it).
    const back = `/order/place/${encodeURIComponent(order.order_no)}?pay=1`
    return { kind: 'authorize', url: `${AUTHORIZE_PATH}?back=${encodeURIComponent(back)}` }
  }
  try {
    return await provider.prepare(
      {
        orderNo: order.order_no,
        title: order.title,
        amountFen: Number(order.amount_fen),
        expiresAt: Number(order.expires_at),
      },
      payer,
    )
  } catch (error) {
    if (error instanceof PaymentUnavailable) throw new ApiFailure(409, error.message)
    throw new ApiFailure(503, '支付服务暂时不可用，请稍后再试')
  }
}

/**
 * GET /api/pay/orders/{orderId}: where the payment stands; an unpaid order is asked of the
 * provider, in case its notification has not come (or was lost).
 */
export async function paymentState(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: number,
  orderNo: string,
  points: PointsRules,
  now: Instant,
): Promise<PayState> {
  const order = await ownOrder(db, userId, orderNo, now)
  if (order.status === 'unpaid') {
    const queried = await provider.query(orderNo).catch(() => null)
    if (queried?.paid && queried.amountFen === Number(order.amount_fen)) {
      await completePayment(
        db,
        { orderNo, provider: provider.name, transactionId: queried.transactionId ?? '' },
        points,
        now,
      )
      return { orderId: orderNo, status: 'paid' }
    }
  }
  return { orderId: orderNo, status: order.status }
}

/**
 * Closes unpaid orders past their time (and at the provider, so that they cannot be paid
 * there any more); an order the provider says was paid meanwhile is completed instead.
 */
export async function closeExpiredOrders(
  db: Kysely<Database>,
  provider: PaymentProvider,
  points: PointsRules,
  now: Instant,
  batch = 100,
): Promise<number> {
  let closed = 0
  for (const order of await expiredOrders(db, now, batch)) {
    const queried = await provider.query(order.order_no).catch(() => null)
    if (queried?.paid && queried.amountFen === Number(order.amount_fen)) {
      await completePayment(
        db,
        {
          orderNo: order.order_no,
          provider: provider.name,
          transactionId: queried.transactionId ?? '',
        },
        points,
        now,
      )
      continue
    }
    await provider.close(order.order_no).catch(() => undefined)
    if (await moveOrder(db, Number(order.id), ['unpaid'], { status: 'closed', ended_at: now })) {
      closed += 1
    }
  }
  return closed
}
