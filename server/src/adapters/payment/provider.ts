import type { PayStart } from '@common/contracts/orders'

/** An order as a payment provider needs it. */
export interface PayOrder {
  orderNo: string
  title: string
  amountFen: number
  /** When it closes: the provider's own time limit. */
  expiresAt: number
}

/** Who pays and where: the openid for JSAPI inside WeChat, the IP for H5 payment outside. */
export interface Payer {
  inWechat: boolean
  openid: string | null
  /**
   * The app the openid belongs to when it is not the official account: the mini-program's
   * AppID (JSAPI is then ordered and signed for that app, and the payment happens inside it).
   */
  appId?: string
  clientIp: string
}

/** A payment notification whose signature, key and time were checked, and its content read. */
export interface VerifiedNotify {
  /** The notification's own id: the same notification repeated has the same id. */
  notifyId: string
  eventType: string
  orderNo: string
  transactionId: string
  /** SUCCESS when paid. */
  tradeState: string
  amountFen: number
}

/** What the provider says of an order asked for when no notification came. */
export interface QueriedPayment {
  paid: boolean
  transactionId: string | null
  amountFen: number | null
}

/** A way to pay (WeChat Pay, or the offline development provider). */
export interface PaymentProvider {
  readonly name: 'dev' | 'wechat'
  /** Starts paying an order: what the app does next. */
  prepare(order: PayOrder, payer: Payer): Promise<PayStart>
  /** Checks a notification's signature, key and time and reads it; throws when it is not good. */
  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): VerifiedNotify
  query(orderNo: string): Promise<QueriedPayment>
  /** Closes an unpaid order at the provider, so that it cannot be paid any more. */
  close(orderNo: string): Promise<void>
}

export class NotifyRefused extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'NotifyRefused'
  }
}

/** The provider cannot take this payment now (e.g. no openid yet inside WeChat). */
export class PaymentUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentUnavailable'
  }
}
