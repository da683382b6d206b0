import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { Rsa } from 'wechatpay-axios-plugin'
import { createDevPay } from '@server/adapters/payment/dev'
import { createWechatPay } from '@server/adapters/payment/wechat'
import { fakeWechatPayApi, type SeenPayCall } from '../support/fake-wechat-pay'

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

/** Keys made here: the merchant's, and WeChat Pay's platform key (public-key mode). */
const merchant = pem()
const platform = pem()
const platformSerial = `PUB_KEY_ID_${Array.from(randomBytes(32), (b) => b % 10).join('')}`
const apiV3Key = randomBytes(16).toString('hex')
const config = {
  provider: 'wechat' as const,
  appId: 'wxd678efh567hg6787',
  mchId: '1900000109',
  merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  merchantPrivateKey: merchant.privateKey,
  platformPublicKeyId: platformSerial,
  platformPublicKey: platform.publicKey,
  apiV3Key,
  notifyUrl: 'https://school.example.com/api/pay/notify',
}

/** WeChat Pay's API, offline, with this file's keys. */
const fakeApi = (seen: SeenPayCall[], answer: (uri: string) => { status: number; data: string }) =>
  fakeWechatPayApi(
    {
      mchId: config.mchId,
      merchantSerial: config.merchantSerial,
      merchantPublicKey: merchant.publicKey,
      platformSerial,
      platformPrivateKey: platform.privateKey,
    },
    seen,
    answer,
  )

const ORDER = {
  orderNo: '20261123a1b2c3d4e5f6a7b8c9d0',
  title: '2027 初级会计 无忧通关班',
  amountFen: 128000,
  expiresAt: Date.UTC(2026, 10, 23, 10, 30),
}

describe('the WeChat Pay API v3 adapter (offline, against a fake API)', () => {
  it('orders JSAPI inside WeChat, signed, and gives the client a paySign the merchant key made', async () => {
    const seen: SeenPayCall[] = []
    const pay = createWechatPay(config, {
      adapter: fakeApi(seen, () => ({ status: 200, data: JSON.stringify({ prepay_id: 'wx201' }) })),
    })
    const start = await pay.prepare(ORDER, {
      inWechat: true,
      openid: 'oUpF8uMu',
      clientIp: '1.2.3.4',
    })
    expect(seen).toEqual([
      {
        method: 'POST',
        uri: '/v3/pay/transactions/jsapi',
        body: expect.objectContaining({
          appid: config.appId,
          mchid: config.mchId,
          out_trade_no: ORDER.orderNo,
          notify_url: config.notifyUrl,
          time_expire: '2026-11-23T18:30:00+08:00',
          amount: { total: 128000, currency: 'CNY' },
          payer: { openid: 'oUpF8uMu' },
        }),
      },
    ])
    if (start.kind !== 'jsapi') throw new Error('not JSAPI')
    const p = start.params
    expect(p).toMatchObject({ appId: config.appId, package: 'prepay_id=wx201', signType: 'RSA' })
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(Rsa.verify(message, p.paySign, merchant.publicKey)).toBe(true)
    await expect(
      pay.prepare(ORDER, { inWechat: true, openid: null, clientIp: '1.2.3.4' }),
    ).rejects.toThrow('请在微信中授权后再支付')
  })

  it("orders JSAPI for the mini-program's AppID when the payer's openid is the mini-program's", async () => {
    const seen: SeenPayCall[] = []
    const pay = createWechatPay(config, {
      adapter: fakeApi(seen, () => ({ status: 200, data: JSON.stringify({ prepay_id: 'wx202' }) })),
    })
    const mini = 'wx3b9c2d4e5f6a7b8c'
    const start = await pay.prepare(ORDER, {
      inWechat: true,
      openid: 'oMiniOpenid',
      appId: mini,
      clientIp: '1.2.3.4',
    })
    expect(seen).toEqual([
      {
        method: 'POST',
        uri: '/v3/pay/transactions/jsapi',
        body: expect.objectContaining({ appid: mini, payer: { openid: 'oMiniOpenid' } }),
      },
    ])
    if (start.kind !== 'jsapi') throw new Error('not JSAPI')
    const p = start.params
    expect(p).toMatchObject({ appId: mini, package: 'prepay_id=wx202', signType: 'RSA' })
    const message = `${mini}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(Rsa.verify(message, p.paySign, merchant.publicKey)).toBe(true)
  })

  it('orders an H5 payment outside WeChat, coming back to the order page', async () => {
    const seen: SeenPayCall[] = []
    const pay = createWechatPay(config, {
      adapter: fakeApi(seen, () => ({
        status: 200,
        data: JSON.stringify({ h5_url: 'https://wx.tenpay.com/checkmweb?prepay_id=wx1' }),
      })),
    })
    const start = await pay.prepare(ORDER, { inWechat: false, openid: null, clientIp: '1.2.3.4' })
    expect(seen[0]).toMatchObject({
      uri: '/v3/pay/transactions/h5',
      body: { scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } } },
    })
    expect(start).toEqual({
      kind: 'h5',
      url: `https://wx.tenpay.com/checkmweb?prepay_id=wx1&redirect_url=${encodeURIComponent(
        `https://school.example.com/order/place/${ORDER.orderNo}`,
      )}`,
    })
  })

  it('queries and closes an order, and refuses an answer not signed by WeChat Pay', async () => {
    const seen: SeenPayCall[] = []
    const pay = createWechatPay(config, {
      adapter: fakeApi(seen, (uri) =>
        uri.endsWith('/close')
          ? { status: 204, data: '' }
          : {
              status: 200,
              data: JSON.stringify({
                trade_state: 'SUCCESS',
                transaction_id: '4200001',
                amount: { total: 128000 },
              }),
            },
      ),
    })
    expect(await pay.query(ORDER.orderNo)).toEqual({
      paid: true,
      transactionId: '4200001',
      amountFen: 128000,
    })
    await pay.close(ORDER.orderNo)
    expect(seen.map((s) => `${s.method} ${s.uri}`)).toEqual([
      `GET /v3/pay/transactions/out-trade-no/${ORDER.orderNo}?mchid=1900000109`,
      `POST /v3/pay/transactions/out-trade-no/${ORDER.orderNo}/close`,
    ])
    const forged = createWechatPay(
      { ...config, platformPublicKey: pem().publicKey },
      { adapter: fakeApi([], () => ({ status: 200, data: '{"trade_state":"SUCCESS"}' })) },
    )
    await expect(forged.query(ORDER.orderNo)).rejects.toThrow()
  })

  it('verifies a notification signed with the platform key, the same way as the dev one', () => {
    const pay = createWechatPay(config)
    const dev = createDevPay({
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      platformSerial,
      apiV3Key,
    })
    const signed = dev.notification({
      orderNo: ORDER.orderNo,
      amountFen: 128000,
      transactionId: 'T1',
    })
    expect(pay.verifyNotify(signed.headers, signed.body)).toMatchObject({
      orderNo: ORDER.orderNo,
      tradeState: 'SUCCESS',
      amountFen: 128000,
      transactionId: 'T1',
    })
    const other = createDevPay({
      platformPrivateKey: pem().privateKey,
      platformPublicKey: platform.publicKey,
      platformSerial,
      apiV3Key,
    }).notification({ orderNo: ORDER.orderNo, amountFen: 128000, transactionId: 'T1' })
    expect(() => pay.verifyNotify(other.headers, other.body)).toThrow(/SIGNATURE/)
    const wrongKey = createDevPay({
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      platformSerial,
      apiV3Key: randomBytes(16).toString('hex'),
    }).notification({ orderNo: ORDER.orderNo, amountFen: 128000, transactionId: 'T1' })
    expect(() => pay.verifyNotify(wrongKey.headers, wrongKey.body)).toThrow(/unreadable/)
  })
})
