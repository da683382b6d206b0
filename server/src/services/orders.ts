import type { Kysely } from 'kysely'
import type {
  ExpressInfo,
  OrderInfo,
  OrderKind,
  OrderStatus,
  PlaceOrderPayload,
  PlacedOrder,
} from '@common/contracts/orders'
import type { Paged } from '@common/contracts/study'
import { ACCESS } from '@common/constants/access'
import { addressOf } from '../db/repositories/addresses'
import { accessTo, validityDaysOf } from '../db/repositories/enrolments'
import {
  classroomHasCourse,
  findOrder,
  insertOrder,
  moveOrder,
  openOrderFor,
  ordersOf,
  sellableGoods,
  shipmentOf,
  shippedIds,
  shippedOrders,
  subjectsOfGoods,
  type OrderRow,
} from '../db/repositories/orders'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { newOrderNo } from '../order-numbers'
import { chinaTime, MINUTE_MS, type Instant } from '../time'
import { subjectAccess } from './bank'
import { FAILURES } from '@server/failures'

/** spec: orders are listed 10 a page. */
export const ORDER_PAGE_SIZE = 10

export const STATUS_NAMES: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
}

/**
 * The order list's tabs (`sort`): 0 all, 1 待支付, 2 已支付, 3 已取消 (cancelled by the learner
 * or closed unpaid).
 */
export const ORDER_TABS: Record<number, OrderStatus[] | null> = {
  0: null,
  1: ['unpaid'],
  2: ['paid'],
  3: ['cancelled', 'closed'],
}

const KIND_NAMES: Record<OrderKind, string> = { course: '课程', classroom: '班级', goods: '商品' }

/** Whether the learner holds (or waits to activate) what the goods grants. */
async function alreadyOwned(
  db: Kysely<Database>,
  userId: number,
  goods: { id: number; type: OrderKind; ref_id: number },
  now: Instant,
): Promise<string | null> {
  if (goods.type === 'course' || goods.type === 'classroom') {
    const days = (await validityDaysOf(db, goods.type, Number(goods.ref_id))) ?? 365
    const { access } = await accessTo(db, userId, goods.type, Number(goods.ref_id), days, now)
    if (access === ACCESS.needsPurchase) return null
    const what = KIND_NAMES[goods.type]
    return access === ACCESS.needsActivation
      ? `您已购买该${what}，请先激活后学习`
      : `您已购买该${what}，无需重复购买`
  }
  const subjects = await subjectsOfGoods(db, Number(goods.id))
  if (subjects.length === 0) return null
  for (const subjectId of subjects) {
    if (!(await subjectAccess(db, userId, subjectId, now)).access) return null
  }
  return '您已开通该题库，无需重复购买'
}

/**
 * POST /new/home/buy/orders: an order for goods at the price the database holds (never the
 * client's), refused for free goods (joined for free instead), for what the learner already
 * holds, and, for goods that ship, without an address. An open unpaid order for the same goods
 * (not shipped) is answered again rather than a second one made.
 */
export async function placeOrder(
  db: Kysely<Database>,
  userId: number,
  payload: PlaceOrderPayload,
  closeMinutes: number,
  now: Instant,
): Promise<PlacedOrder> {
  const goods = await sellableGoods(db, payload.type, payload.gid)
  if (!goods) throw FAILURES.goodsNotFound()
  if (Number(goods.discount_price_fen) <= 0) {
    throw new ApiFailure(400, '该商品免费，请直接免费学习')
  }
  let classId: number | null = null
  if (payload.classId !== undefined) {
    if (
      payload.type !== 'course' ||
      !(await classroomHasCourse(db, payload.classId, payload.gid))
    ) {
      throw new ApiFailure(400, '该班级中没有这门课程')
    }
    classId = payload.classId
  }
  const owned = await alreadyOwned(db, userId, goods, now)
  if (owned) throw new ApiFailure(409, owned)
  const ships = Number(goods.ships) === 1
  if (goods.stock !== null && Number(goods.stock) <= 0) throw new ApiFailure(409, '该商品已售罄')
  const address = ships ? await addressOf(db, userId, payload.addressId) : undefined
  if (ships && !address) throw new ApiFailure(400, '请先填写收货地址')
  if (!ships) {
    const open = await openOrderFor(db, userId, Number(goods.id), now)
    if (open && open.class_id === classId) return { orderId: open.order_no }
  }
  const orderNo = newOrderNo(now)
  await insertOrder(db, {
    order_no: orderNo,
    user_id: userId,
    goods_id: Number(goods.id),
    kind: goods.type,
    ref_id: Number(goods.ref_id),
    class_id: classId,
    title: goods.title,
    cover: goods.cover,
    price_fen: Number(goods.price_fen),
    amount_fen: Number(goods.discount_price_fen),
    ships: ships ? 1 : 0,
    receiver_name: address?.name ?? null,
    receiver_mobile: address?.mobile ?? null,
    receiver_region: address ? `${address.province} ${address.city} ${address.district}` : null,
    receiver_detail: address?.detail ?? null,
    status: 'unpaid',
    created_at: now,
    expires_at: now + closeMinutes * MINUTE_MS,
    paid_at: null,
    ended_at: null,
    pay_provider: null,
    transaction_id: null,
  })
  return { orderId: orderNo }
}

/** An unpaid order past its time is closed when it is next looked at (and by the sweep). */
async function current(db: Kysely<Database>, order: OrderRow, now: Instant): Promise<OrderRow> {
  if (order.status !== 'unpaid' || Number(order.expires_at) > now) return order
  await moveOrder(db, Number(order.id), ['unpaid'], { status: 'closed', ended_at: now })
  return (await findOrder(db, order.order_no)) as OrderRow
}

/** The learner's own order as stored; anyone else's is "not found", with nothing of it. */
export async function ownOrderAsStored(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
): Promise<OrderRow> {
  const order = await findOrder(db, orderNo)
  if (!order || Number(order.user_id) !== userId) throw FAILURES.orderNotFound()
  return order
}

/** The learner's own order, closed first when its time is up; anyone else's is "not found". */
export async function ownOrder(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: Instant,
): Promise<OrderRow> {
  return current(db, await ownOrderAsStored(db, userId, orderNo), now)
}

/** What the learner reads as 支付方式, by the provider that confirmed the payment. */
const PAY_METHOD_NAMES: Record<string, string> = {
  wechat: '微信支付',
  // The offline stand-in for WeChat Pay (development and tests): never a real payment.
  dev: '模拟支付（开发环境）',
}

function payMethodName(provider: string | null): string {
  return (provider && PAY_METHOD_NAMES[provider]) || '线上支付'
}

export function toOrderInfo(order: OrderRow, shipped: boolean, now: Instant): OrderInfo {
  const unpaid = order.status === 'unpaid'
  return {
    orderId: order.order_no,
    type: order.kind,
    goodsId: Number(order.goods_id),
    refId: Number(order.ref_id),
    classId: order.class_id === null ? null : Number(order.class_id),
    title: order.title,
    cover: order.cover,
    priceFen: Number(order.price_fen),
    amountFen: Number(order.amount_fen),
    status: order.status,
    statusName: STATUS_NAMES[order.status],
    createdAt: chinaTime(Number(order.created_at)),
    expiresAt: chinaTime(Number(order.expires_at)),
    secondsLeft: unpaid ? Math.max(0, Math.floor((Number(order.expires_at) - now) / 1000)) : 0,
    paidAt: order.paid_at === null ? null : chinaTime(Number(order.paid_at)),
    payMethod: order.paid_at === null ? null : payMethodName(order.pay_provider),
    ships: Number(order.ships) === 1,
    address:
      order.receiver_name === null
        ? null
        : {
            name: order.receiver_name,
            mobile: order.receiver_mobile ?? '',
            region: order.receiver_region ?? '',
            detail: order.receiver_detail ?? '',
          },
    shipped,
  }
}

export async function orderInfo(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: Instant,
): Promise<OrderInfo> {
  const order = await ownOrder(db, userId, orderNo, now)
  const shipped = await shippedIds(db, [Number(order.id)])
  return toOrderInfo(order, shipped.has(Number(order.id)), now)
}

/** GET /knew/home/user/order: a page of the learner's orders of a tab, newest first. */
export async function orderPage(
  db: Kysely<Database>,
  userId: number,
  tab: number,
  page: number,
  now: Instant,
): Promise<Paged<OrderInfo>> {
  const statuses = ORDER_TABS[tab]
  if (statuses === undefined) throw new ApiFailure(400, '没有这个订单分类')
  const { rows, total } = await ordersOf(db, userId, statuses, page, ORDER_PAGE_SIZE)
  const fresh = await Promise.all(rows.map((row) => current(db, row, now)))
  const shipped = await shippedIds(
    db,
    fresh.map((row) => Number(row.id)),
  )
  return {
    list: fresh.map((row) => toOrderInfo(row, shipped.has(Number(row.id)), now)),
    totalCount: total,
    page,
    pageSize: ORDER_PAGE_SIZE,
  }
}

/** POST /knew/home/user/cancelOrder: an unpaid order only; a paid one is not cancelled here. */
export async function cancelOrder(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: Instant,
): Promise<OrderRow> {
  const order = await ownOrder(db, userId, orderNo, now)
  if (await moveOrder(db, Number(order.id), ['unpaid'], { status: 'cancelled', ended_at: now })) {
    return { ...order, status: 'cancelled', ended_at: now }
  }
  const latest = (await findOrder(db, orderNo)) as OrderRow
  const refusals: Record<OrderStatus, string> = {
    unpaid: '订单状态已变化，请刷新后重试',
    paid: '订单已支付，不能取消',
    cancelled: '订单已取消',
    closed: '订单已超时关闭',
  }
  throw new ApiFailure(409, refusals[latest.status])
}

function toExpress(
  order: OrderRow,
  shipment: NonNullable<Awaited<ReturnType<typeof shipmentOf>>>,
): ExpressInfo {
  return {
    orderId: order.order_no,
    title: order.title,
    cover: order.cover,
    carrier: shipment.shipment.carrier,
    trackingNo: shipment.shipment.tracking_no,
    statusName: shipment.shipment.status === 'delivered' ? '已签收' : '运输中',
    shippedAt: chinaTime(Number(shipment.shipment.shipped_at)),
    timeline: shipment.events.map((event) => ({
      at: chinaTime(Number(event.at)),
      description: event.description,
    })),
  }
}

/** GET /knew/home/user/expressInfo: an order's shipment and its timeline. */
export async function expressInfo(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  now: Instant,
): Promise<ExpressInfo> {
  const order = await ownOrder(db, userId, orderNo, now)
  const shipment = await shipmentOf(db, Number(order.id))
  if (!shipment) {
    throw new ApiFailure(404, Number(order.ships) === 1 ? '商品尚未发货' : '该订单无需发货')
  }
  return toExpress(order, shipment)
}

/** GET /api/home/express: every shipment of the learner, newest first. */
export async function myExpress(db: Kysely<Database>, userId: number): Promise<ExpressInfo[]> {
  const orders = await shippedOrders(db, userId)
  const found = await Promise.all(orders.map((order) => shipmentOf(db, Number(order.id))))
  return orders.flatMap((order, index) => {
    const shipment = found[index]
    return shipment ? [toExpress(order, shipment)] : []
  })
}
