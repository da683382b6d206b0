import { Type } from 'typebox'
import { PositiveId } from './catalogue'

/** Buying's answers (types/orders.ts). */

export const OrderKindSchema = Type.Union([
  Type.Literal('course'),
  Type.Literal('classroom'),
  Type.Literal('goods'),
])

const OrderStatusSchema = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
  Type.Literal('closed'),
])

/**
 * An order number (server/src/order-numbers.ts makes them); any other text is an order that
 * does not exist: 404 订单不存在, as a learner following an old or mistyped link should read.
 */
export const OrderNo = Type.String({ minLength: 1, maxLength: 40 })

export const PlaceOrderBody = Type.Object({
  type: OrderKindSchema,
  gid: PositiveId,
  classId: Type.Optional(PositiveId),
  addressId: Type.Optional(PositiveId),
})

export const PlacedOrderSchema = Type.Object({ orderId: Type.String() })

export const OrderInfoSchema = Type.Object({
  orderId: Type.String(),
  type: OrderKindSchema,
  goodsId: Type.Integer(),
  refId: Type.Integer(),
  classId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  amountFen: Type.Integer(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  secondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  ships: Type.Boolean(),
  address: Type.Union([
    Type.Object({
      name: Type.String(),
      mobile: Type.String(),
      region: Type.String(),
      detail: Type.String(),
    }),
    Type.Null(),
  ]),
  shipped: Type.Boolean(),
})

export const OrderPageSchema = Type.Object({
  list: Type.Array(OrderInfoSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
})

export const ExpressInfoSchema = Type.Object({
  orderId: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  carrier: Type.String(),
  trackingNo: Type.String(),
  statusName: Type.String(),
  shippedAt: Type.String(),
  timeline: Type.Array(Type.Object({ at: Type.String(), description: Type.String() })),
})

export const PayStartSchema = Type.Union([
  Type.Object({ kind: Type.Literal('cashier'), url: Type.String() }),
  Type.Object({ kind: Type.Literal('jsapi'), params: Type.Record(Type.String(), Type.String()) }),
  Type.Object({ kind: Type.Literal('h5'), url: Type.String() }),
  Type.Object({ kind: Type.Literal('authorize'), url: Type.String() }),
])

/**
 * POST /api/pay/orders/{orderId}'s body (types/orders.ts PayOrderPayload): any text in client,
 * as only `weapp` changes anything; no body at all (as the H5 app posts) is validated as null.
 */
export const PayOrderBody = Type.Union([
  Type.Object({ client: Type.Optional(Type.String()) }),
  Type.Null(),
])

export const PayStateSchema = Type.Object({
  orderId: Type.String(),
  status: OrderStatusSchema,
})
