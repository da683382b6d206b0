import type { AxiosResponse } from 'axios'
import { Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import type { PaymentConfig } from '../../config'
import { createNotifyVerifier, platformKeys } from './notify'
import { PaymentUnavailable, type PaymentProvider } from './provider'

type WechatConfig = Extract<PaymentConfig, { provider: 'wechat' }>

/** RFC 3339 in China time, as WeChat Pay's time_expire wants it. */
function rfc3339(instant: number): string {
  const china = new Date(instant + 8 * 3600 * 1000).toISOString().slice(0, 19)
  return `${china}+08:00`
}

/**
 * WeChat Pay API v3 through wechatpay-axios-plugin: requests signed with the merchant key and
 * answers checked against WeChat Pay's public key; JSAPI inside WeChat (the payer's openid, for
 * the official account or the mini-program), H5 payment outside; notifications checked by
 * adapters/payment/notify.ts.
 */
export function createWechatPay(config: WechatConfig, axios: object = {}): PaymentProvider {
  const keys = { [config.platformPublicKeyId]: config.platformPublicKey }
  const client = new Wechatpay({
    mchid: config.mchId,
    serial: config.merchantSerial,
    privateKey: config.merchantPrivateKey,
    certs: platformKeys(keys),
    headers: { 'Wechatpay-Serial': config.platformPublicKeyId },
    ...axios,
  })
  const merchantKey = Rsa.from(config.merchantPrivateKey, Rsa.KEY_TYPE_PRIVATE)
  const order = (
    o: { orderNo: string; title: string; amountFen: number; expiresAt: number },
    appId = config.appId,
  ) => ({
    appid: appId,
    mchid: config.mchId,
    description: o.title.slice(0, 127),
    out_trade_no: o.orderNo,
    time_expire: rfc3339(o.expiresAt),
    notify_url: config.notifyUrl,
    amount: { total: o.amountFen, currency: 'CNY' },
  })
  const byOrderNo = client.v3.pay.transactions.outTradeNo._out_trade_no_
  return {
    name: 'wechat',
    async prepare(o, payer) {
      if (payer.inWechat) {
        if (!payer.openid) throw new PaymentUnavailable('请在微信中授权后再支付')
        // The mini-program pays through the same JSAPI order, for its own AppID (bound to the
        // merchant): its users' openids are only good with it.
        const appId = payer.appId ?? config.appId
        const { data } = await client.v3.pay.transactions.jsapi.post<
          object,
          AxiosResponse<{ prepay_id: string }>
        >({ ...order(o, appId), payer: { openid: payer.openid } })
        const timeStamp = String(Formatter.timestamp())
        const nonceStr = Formatter.nonce()
        const pkg = `prepay_id=${data.prepay_id}`
        return {
          kind: 'jsapi',
          params: {
            appId,
            timeStamp,
            nonceStr,
            package: pkg,
            signType: 'RSA',
            paySign: Rsa.sign(
              Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg),
              merchantKey,
            ),
          },
        }
      }
      const { data } = await client.v3.pay.transactions.h5.post<
        object,
        AxiosResponse<{ h5_url: string }>
      >({
        ...order(o),
        scene_info: { payer_client_ip: payer.clientIp, h5_info: { type: 'Wap' } },
      })
      const back = new URL(`/order/place/${encodeURIComponent(o.orderNo)}`, config.notifyUrl)
      return { kind: 'h5', url: `${data.h5_url}&redirect_url=${encodeURIComponent(back.href)}` }
    },
    verifyNotify: createNotifyVerifier(keys, config.apiV3Key),
    async query(orderNo) {
      const { data } = await byOrderNo.get<
        object,
        AxiosResponse<{ trade_state: string; transaction_id?: string; amount?: { total?: number } }>
      >({ params: { mchid: config.mchId }, out_trade_no: orderNo })
      return {
        paid: data.trade_state === 'SUCCESS',
        transactionId: data.transaction_id ?? null,
        amountFen: data.amount?.total ?? null,
      }
    },
    async close(orderNo) {
      await byOrderNo.close.post({ mchid: config.mchId }, { out_trade_no: orderNo })
    },
  }
}
