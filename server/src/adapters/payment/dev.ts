import { randomUUID } from 'node:crypto'
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { createNotifyVerifier } from './notify'
import type { PaymentProvider } from './provider'

/** The development provider's keys: made on first start and kept in the database. */
export interface DevPayKeys {
  /** Stands for WeChat Pay's platform key: the provider signs with it, the server trusts it. */
  platformPrivateKey: string
  platformPublicKey: string
  platformSerial: string
  apiV3Key: string
}

export interface DevPayProvider extends PaymentProvider {
  readonly name: 'dev'
  /**
   * A notification of a successful payment as WeChat Pay sends it: the transaction encrypted
   * with the APIv3 key, the headers signed with the platform key (`timestamp`, `serial`: for
   * tests of refusals).
   */
  notification(
    payment: { orderNo: string; amountFen: number; transactionId: string },
    options?: { timestamp?: number; serial?: string },
  ): { headers: Record<string, string>; body: string }
}

/**
 * Pays offline: a cashier page of our own confirms or fails the payment, and the provider then
 * sends a notification signed with its local key through the same notify route and the same
 * verification as WeChat's (adapters/payment/notify.ts). Refused in production (config).
 *
 * The mini-program opens no web page: it gets JSAPI parameters shaped as WeChat Pay's (package
 * `prepay_id=dev…`, signed with the local key; wx.requestPayment would refuse them, nothing
 * is ordered anywhere) and stands in for the payment with the cashier's own confirmation,
 * POST /api/dev/pay/{orderId}/succeed, which sends the same signed notification. So the dev
 * flow keeps no state of its own and pays through the one path WeChat's notifications take.
 * Like WeChat Pay, its cashier pays only the order's owner and only an open order
 * (routes/dev/cashier.ts reads both from the order).
 */
export function createDevPay(keys: DevPayKeys): DevPayProvider {
  const verify = createNotifyVerifier(
    { [keys.platformSerial]: keys.platformPublicKey },
    keys.apiV3Key,
  )
  return {
    name: 'dev',
    async prepare(order, payer) {
      if (payer.appId) {
        const timeStamp = String(Formatter.timestamp())
        const nonceStr = Formatter.nonce()
        const pkg = `prepay_id=dev${order.orderNo}`
        return {
          kind: 'jsapi',
          params: {
            appId: payer.appId,
            timeStamp,
            nonceStr,
            package: pkg,
            signType: 'RSA',
            paySign: Rsa.sign(
              Formatter.joinedByLineFeed(payer.appId, timeStamp, nonceStr, pkg),
              Rsa.from(keys.platformPrivateKey, Rsa.KEY_TYPE_PRIVATE),
            ),
          },
        }
      }
      return { kind: 'cashier', url: `/api/dev/pay/cashier/${encodeURIComponent(order.orderNo)}` }
    },
    verifyNotify: verify,
    async query() {
      // Its payments arrive only as notifications.
      return { paid: false, transactionId: null, amountFen: null }
    },
    // The cashier refuses a closed order from the order's own status: nothing to tell here.
    async close() {},
    notification(payment, options = {}) {
      const aad = 'transaction'
      const iv = Formatter.nonce(12)
      const transaction = {
        out_trade_no: payment.orderNo,
        transaction_id: payment.transactionId,
        trade_state: 'SUCCESS',
        trade_state_desc: '支付成功',
        success_time: new Date().toISOString(),
        amount: { total: payment.amountFen, payer_total: payment.amountFen, currency: 'CNY' },
      }
      const body = JSON.stringify({
        id: randomUUID(),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: Aes.AesGcm.encrypt(
            JSON.stringify(transaction),
            Buffer.from(keys.apiV3Key),
            iv,
            aad,
          ),
          associated_data: aad,
          nonce: iv,
        },
      })
      const timestamp = String(options.timestamp ?? Formatter.timestamp())
      const nonce = Formatter.nonce()
      return {
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': options.serial ?? keys.platformSerial,
          'wechatpay-signature': Rsa.sign(
            Formatter.response(timestamp, nonce, body),
            Rsa.from(keys.platformPrivateKey, Rsa.KEY_TYPE_PRIVATE),
          ),
        },
        body,
      }
    },
  }
}
