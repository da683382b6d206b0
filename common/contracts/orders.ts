import { Type, type Static } from 'typebox'
import { PositiveId } from './catalogue'

/**
 * Buying: orders, their payment and their shipments. Money travels as integer fen (`…Fen`) and
 * is shown as ¥ with two decimals; times are China date-times.
 */

export const OrderKindSchema = Type.Union([
  Type.Literal('course'),
  Type.Literal('classroom'),
  Type.Literal('goods'),
])

/** unpaid → paid; unpaid → cancelled (by the learner) or closed (unpaid past its time). */
export const OrderStatusSchema = Type.Union([
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

export const OrderAddressSchema = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  region: Type.String(),
  detail: Type.String(),
})

export const PlaceOrderBody = Type.Object({
  type: OrderKindSchema,
  gid: PositiveId,
  /** The class room a course is bought from. */
  classId: Type.Optional(PositiveId),
  /** The learner's address, for goods that ship. */
  addressId: Type.Optional(PositiveId),
})

export const PlacedOrderSchema = Type.Object({ orderId: Type.String() })

export const OrderInfoSchema = Type.Object({
  /** The order number (unguessable): the id of every order route and call. */
  orderId: Type.String(),
  type: OrderKindSchema,
  goodsId: Type.Integer(),
  /** The course, class room or goods bought. */
  refId: Type.Integer(),
  classId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  amountFen: Type.Integer(),
  status: OrderStatusSchema,
  /** 待支付, 已支付, 已取消, 已关闭. */
  statusName: Type.String(),
  createdAt: Type.String(),
  /** When an unpaid order closes itself. */
  expiresAt: Type.String(),
  /** Seconds until it closes (unpaid only), else 0. */
  secondsLeft: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** 支付方式 of a paid order (微信支付…), null before it is paid. */
  payMethod: Type.Union([Type.String(), Type.Null()]),
  ships: Type.Boolean(),
  address: Type.Union([OrderAddressSchema, Type.Null()]),
  /** A shipment's carrier and number once sent. */
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
  /** 运输中, 已签收. */
  statusName: Type.String(),
  shippedAt: Type.String(),
  /** Newest first. */
  timeline: Type.Array(Type.Object({ at: Type.String(), description: Type.String() })),
})

export const PayStartSchema = Type.Union([
  Type.Object({ kind: Type.Literal('cashier'), url: Type.String() }),
  Type.Object({ kind: Type.Literal('jsapi'), params: Type.Record(Type.String(), Type.String()) }),
  Type.Object({ kind: Type.Literal('h5'), url: Type.String() }),
  Type.Object({ kind: Type.Literal('authorize'), url: Type.String() }),
])

/**
 * POST /api/pay/orders/{orderId}'s body as the server takes it: any text in client, as only
 * `weapp` changes anything (PayOrderPayload is what the app sends); no body at all (as the H5
 * app posts) is validated as null.
 */
export const PayOrderBody = Type.Union([
  Type.Object({ client: Type.Optional(Type.String()) }),
  Type.Null(),
])

export const PayStateSchema = Type.Object({
  orderId: Type.String(),
  status: OrderStatusSchema,
})

/** What an order buys (spec confirmOrder's type): a course, a class room, or goods. */
export type OrderKind = Static<typeof OrderKindSchema>

export type OrderStatus = Static<typeof OrderStatusSchema>

/**
 * POST /new/home/buy/orders. `gid`: the course's id (type course), the class room's id (type
 * classroom), the goods' id (type goods), as the confirm page's route has it.
 */
export type PlaceOrderPayload = Static<typeof PlaceOrderBody>

export type PlacedOrder = Static<typeof PlacedOrderSchema>

export type OrderAddress = Static<typeof OrderAddressSchema>

export type OrderInfo = Static<typeof OrderInfoSchema>

/** GET /knew/home/user/expressInfo?orderId= and each item of GET /api/home/express. */
export type ExpressInfo = Static<typeof ExpressInfoSchema>

/**
 * How the app pays an order (POST /api/pay/orders/{orderId}): the development cashier page, a
 * JSAPI payment inside WeChat (the client's getBrandWCPayRequest parameters; in the
 * mini-program, wx.requestPayment's: appId, timeStamp, nonceStr, package, signType, paySign),
 * or an H5 payment page outside WeChat.
 */
export type PayStart = Static<typeof PayStartSchema>

/** Where an order is paid from: `weapp`, the school's mini-program. */
export type PayClient = 'weapp'

/**
 * POST /api/pay/orders/{orderId}'s body (form or JSON), optional. `client: 'weapp'`: paying in
 * the mini-program, with the openid POST /api/wechat/mini/openid kept (409 请先完成微信登录
 * without it, never `authorize`), as a `jsapi` answer for wx.requestPayment. Without it (or
 * any other value) the H5 app's way: by the user agent, inside WeChat or not.
 */
export type PayOrderPayload = { [K in keyof PayOrderBodyObject]?: PayClient }

type PayOrderBodyObject = Exclude<Static<typeof PayOrderBody>, null>

/** GET /api/pay/orders/{orderId}: where the payment stands. */
export type PayState = Static<typeof PayStateSchema>
