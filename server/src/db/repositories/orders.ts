import type { Insertable, Kysely, Selectable, Transaction } from 'kysely'
import type { Database, OrderStatus, OrderTable } from '../schema'
import { onSale } from './catalogue'

type Db = Kysely<Database> | Transaction<Database>
export type OrderRow = Selectable<OrderTable>

/** The goods a confirm page names: a course's or class room's own goods by its id, or goods. */
export function sellableGoods(db: Db, kind: OrderTable['kind'], id: number) {
  return db
    .selectFrom('goods')
    .selectAll()
    .where('type', '=', kind)
    .where(kind === 'goods' ? 'id' : 'ref_id', '=', id)
    .where(onSale)
    .orderBy('id')
    .executeTakeFirst()
}

/** The bank subjects a goods item sells (题库 goods), if any. */
export async function subjectsOfGoods(db: Db, goodsId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods_subjects')
    .select('subject_id')
    .where('goods_id', '=', goodsId)
    .execute()
  return rows.map((row) => Number(row.subject_id))
}

export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<void> {
  await db.insertInto('orders').values(order).execute()
}

export function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst()
}

/** The learner's unpaid order for the same goods still open, to pay instead of a new one. */
export function openOrderFor(db: Db, userId: number, goodsId: number, now: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .where('status', '=', 'unpaid')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

/** A page of the learner's orders, newest first, of some statuses (all when none given). */
export async function ordersOf(
  db: Db,
  userId: number,
  statuses: OrderStatus[] | null,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const base = db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .$if(statuses !== null, (q) => q.where('status', 'in', statuses as OrderStatus[]))
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/**
 * Moves an order from one status to another; false when it was not in `from` any more (paid,
 * cancelled or closed meanwhile), so that each change happens once.
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  from: OrderStatus[],
  to: Partial<
    Pick<OrderRow, 'status' | 'paid_at' | 'ended_at' | 'pay_provider' | 'transaction_id'>
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(to)
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Unpaid orders past their time, oldest first. */
export function expiredOrders(db: Db, now: number, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute()
}

/** Records a verified payment notification; false when this one was recorded before. */
export async function recordNotification(
  db: Db,
  row: {
    orderId: number
    provider: string
    notifyId: string
    eventType: string
    transactionId: string
    receivedAt: number
  },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_notifications')
    .values({
      order_id: row.orderId,
      provider: row.provider,
      notify_id: row.notifyId,
      event_type: row.eventType,
      transaction_id: row.transactionId,
      received_at: row.receivedAt,
    })
    .onConflict((oc) => oc.columns(['provider', 'notify_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** A shipment of the learner's order with its timeline, newest step first. */
export async function shipmentOf(db: Db, orderId: number) {
  const shipment = await db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!shipment) return null
  const events = await db
    .selectFrom('shipment_events')
    .select(['at', 'description'])
    .where('shipment_id', '=', shipment.id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return { shipment, events }
}

/** Every shipped order of the learner, newest first. */
export function shippedOrders(db: Db, userId: number) {
  return db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .selectAll('orders')
    .where('orders.user_id', '=', userId)
    .orderBy('shipments.shipped_at', 'desc')
    .orderBy('shipments.id', 'desc')
    .execute()
}

/** Which of these orders have been shipped. */
export async function shippedIds(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('shipments')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .execute()
  return new Set(rows.map((row) => Number(row.order_id)))
}

/** Whether a class room teaches a course. */
export async function classroomHasCourse(
  db: Db,
  classroomId: number,
  courseId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('classroom_courses')
    .select('course_id')
    .where('classroom_id', '=', classroomId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Records an order's shipment and its tracking steps (the school's operator sends a parcel;
 * the demo seed and the tests do the same).
 */
export async function recordShipment(
  db: Db,
  shipment: {
    orderId: number
    carrier: string
    trackingNo: string
    delivered: boolean
    shippedAt: number
    steps: { at: number; description: string }[]
  },
): Promise<void> {
  const row = await db
    .insertInto('shipments')
    .values({
      order_id: shipment.orderId,
      carrier: shipment.carrier,
      tracking_no: shipment.trackingNo,
      status: shipment.delivered ? 'delivered' : 'in_transit',
      shipped_at: shipment.shippedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (shipment.steps.length === 0) return
  await db
    .insertInto('shipment_events')
    .values(shipment.steps.map((step) => ({ shipment_id: Number(row.id), ...step })))
    .execute()
}
