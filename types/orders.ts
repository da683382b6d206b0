/**
 * Buying (issue 14): orders, their payment and their shipments. Money travels as integer fen
 * (`…Fen`) and is shown as ¥ with two decimals; times are China date-times.
 */

/** What an order buys (spec confirmOrder's type): a course, a class room, or goods. */
export type OrderKind = 'course' | 'classroom' | 'goods'

/** unpaid → paid; unpaid → cancelled (by the learner) or closed (unpaid past its time). */
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'closed'

/**
 * POST /new/home/buy/orders. `gid`: the course's id (type course), the class room's id (type
 * classroom), the goods' id (type goods), as the confirm page's route has it.
 */
export interface PlaceOrderPayload {
  type: OrderKind
  gid: number
  /** The class room a course is bought from. */
  classId?: number
  /** The learner's address, for goods that ship. */
  addressId?: number
}

export interface PlacedOrder {
  orderId: string
}

export interface OrderAddress {
  name: string
  mobile: string
  region: string
  detail: string
}

export interface OrderInfo {
  /** The order number (unguessable): the id of every order route and call. */
  orderId: string
  type: OrderKind
  goodsId: number
  /** The course, class room or goods bought. */
  refId: number
  classId: number | null
  title: string
  cover: string
  priceFen: number
  amountFen: number
  status: OrderStatus
  /** 待支付, 已支付, 已取消, 已关闭. */
  statusName: string
  createdAt: string
  /** When an unpaid order closes itself. */
  expiresAt: string
  /** Seconds until it closes (unpaid only), else 0. */
  secondsLeft: number
  paidAt: string | null
  ships: boolean
  address: OrderAddress | null
  /** A shipment's carrier and number once sent. */
  shipped: boolean
}

/** GET /knew/home/user/expressInfo?orderId= and each item of GET /api/home/express. */
export interface ExpressInfo {
  orderId: string
  title: string
  cover: string
  carrier: string
  trackingNo: string
  /** 运输中, 已签收. */
  statusName: string
  shippedAt: string
  /** Newest first. */
  timeline: { at: string; description: string }[]
}

/**
 * How the app pays an order (POST /api/pay/orders/{orderId}): the development cashier page, a
 * JSAPI payment inside WeChat (the client's getBrandWCPayRequest parameters; in the
 * mini-program, wx.requestPayment's: appId, timeStamp, nonceStr, package, signType, paySign),
 * or an H5 payment page outside WeChat.
 */
export type PayStart =
  | { kind: 'cashier'; url: string }
  | { kind: 'jsapi'; params: Record<string, string> }
  | { kind: 'h5'; url: string }
  /**
   * Inside WeChat without the learner's openid yet: go to url (网页授权, silent), which comes
   * back to the order's page with pay=1 to pay at once, or wxauth=failed.
   */
  | { kind: 'authorize'; url: string }

/** Where an order is paid from: `weapp`, the school's mini-program. */
export type PayClient = 'weapp'

/**
 * POST /api/pay/orders/{orderId}'s body (form or JSON), optional. `client: 'weapp'`: paying in
 * the mini-program, with the openid POST /api/wechat/mini/openid kept (409 请先完成微信登录
 * without it, never `authorize`), as a `jsapi` answer for wx.requestPayment. Without it (or
 * any other value) the H5 app's way: by the user agent, inside WeChat or not.
 */
export interface PayOrderPayload {
  client?: PayClient
}

/** GET /api/pay/orders/{orderId}: where the payment stands. */
export interface PayState {
  orderId: string
  status: OrderStatus
}
