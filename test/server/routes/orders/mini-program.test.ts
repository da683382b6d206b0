import { createPublicKey } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Rsa } from 'wechatpay-axios-plugin'
import type { DevPayKeys } from '@server/adapters/payment'
import { createWechatPay } from '@server/adapters/payment/wechat'
import { DEV_APP_ID } from '@server/adapters/wechat/dev'
import { DEV_MINI_APP_ID } from '@server/config'
import { setSessionOpenid } from '@server/db/repositories/sessions'
import { orderRow, seededGoods } from '@test/server/support/buying'
import {
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
} from '@test/server/support/databases'
import { fakeMiniOpenid, startFakeWechat, type FakeWechat } from '@test/server/support/fake-wechat'
import { fakeWechatPayApi, type SeenPayCall } from '@test/server/support/fake-wechat-pay'
import { newLearner } from '@test/server/support/learners'
import { buildTestApp, describeServer } from '@test/server/support/test-server'
import { wechatPayEnv } from '@test/server/support/wechat-pay-env'

/** What the mini-program sends: no cookie, the session in the token header, WeChat's Referer. */
const miniHeaders = (token: string) => ({
  token,
  referer: 'https://servicewechat.com/wx3b9c2d4e5f6a7b8c/3/page-frame.html',
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.49 miniProgram/wx3b9c2d4e5f6a7b8c',
})

/** A JSON POST as wx.request sends it, with the mini-program's headers. */
async function post(app: FastifyInstance, url: string, token: string, body?: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: {
      ...miniHeaders(token),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  })
  return { status: answer.statusCode, ...answer.json() }
}

/** A learner logged in in the mini-program, with an unpaid course order. */
async function learnerWithOrder(app: FastifyInstance) {
  const learner = await newLearner(app)
  const goods = await seededGoods(app)
  const placed = await app.inject({
    method: 'POST',
    url: '/new/home/buy/orders',
    headers: { cookie: learner.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ type: 'course', gid: goods.course.refId }),
  })
  return {
    ...learner,
    token: learner.cookie.slice('sid='.length),
    orderId: placed.json().result.orderId as string,
  }
}

describeServer('paying in the mini-program with the dev provider (client=weapp)', (server) => {
  it('answers 409 请先完成微信登录 until the openid is known, never the 网页授权 step', async () => {
    const learner = await learnerWithOrder(server.app)
    const pay = () =>
      post(server.app, `/api/pay/orders/${learner.orderId}`, learner.token, { client: 'weapp' })
    expect(await pay()).toEqual({
      status: 409,
      code: 409,
      message: '请先完成微信登录',
      result: null,
    })
    // The official account's openid (网页授权) is not the mini-program's user.
    await setSessionOpenid(server.app.db, learner.token, DEV_APP_ID, 'oOfficial0123456789abcdefghi')
    expect(await pay()).toMatchObject({ status: 409, message: '请先完成微信登录' })
  })

  it('pays with JSAPI parameters for the mini-program, confirmed offline by the dev cashier', async () => {
    const learner = await learnerWithOrder(server.app)
    const kept = await post(server.app, '/api/wechat/mini/openid', learner.token, { code: 'c0de' })
    expect(kept.status).toBe(200)

    const start = await post(server.app, `/api/pay/orders/${learner.orderId}`, learner.token, {
      client: 'weapp',
    })
    expect(start).toMatchObject({ status: 200, result: { kind: 'jsapi' } })
    const p = start.result.params
    expect(Object.keys(p).sort()).toEqual(
      ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'].sort(),
    )
    expect(p).toMatchObject({
      appId: DEV_MINI_APP_ID,
      package: `prepay_id=dev${learner.orderId}`,
      signType: 'RSA',
    })
    expect(p.timeStamp).toMatch(/^\d{10}$/)
    const keys = JSON.parse(
      (
        await server.app.db
          .selectFrom('app_meta')
          .select('value')
          .where('key', '=', 'dev_pay_keys')
          .executeTakeFirstOrThrow()
      ).value,
    ) as DevPayKeys
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(Rsa.verify(message, p.paySign, keys.platformPublicKey)).toBe(true)

    // Where wx.requestPayment would pay, the dev flow confirms as the cashier page does.
    const paid = await post(server.app, `/api/dev/pay/${learner.orderId}/succeed`, learner.token)
    expect(paid).toMatchObject({ status: 200, result: { status: 'paid' } })
    const state = await server.app.inject({
      url: `/api/pay/orders/${learner.orderId}`,
      headers: miniHeaders(learner.token),
    })
    expect(state.json().result).toEqual({ orderId: learner.orderId, status: 'paid' })
    expect((await orderRow(server.app, learner.orderId)).pay_provider).toBe('dev')
  })

  it('keeps the H5 way for another client, or none', async () => {
    const learner = await learnerWithOrder(server.app)
    await post(server.app, '/api/wechat/mini/openid', learner.token, { code: 'c0de' })
    const cashier = { kind: 'cashier', url: `/api/dev/pay/cashier/${learner.orderId}` }
    const url = `/api/pay/orders/${learner.orderId}`
    for (const body of [{ client: 'h5' }, { client: '' }, {}]) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      expect(answer.json().result).toEqual(cashier)
    }
    const form = await server.postForm(url, { client: 'weapp2' }, { cookie: learner.cookie })
    expect(form.json().result).toEqual(cashier)
    const none = await server.app.inject({
      method: 'POST',
      url,
      headers: { cookie: learner.cookie },
    })
    expect(none.json().result).toEqual(cashier)
    // Form-encoded weapp is the mini-program too.
    const weapp = await server.postForm(url, { client: 'weapp' }, { cookie: learner.cookie })
    expect(weapp.json().result.kind).toBe('jsapi')
  })
})

describe.each(DATABASE_KINDS)('paying in the mini-program with WeChat Pay (%s)', (kind) => {
  let fake: FakeWechat
  let database: TestDatabase
  let app: FastifyInstance
  let noMini: FastifyInstance
  const seen: SeenPayCall[] = []
  const pay = wechatPayEnv()

  beforeAll(async () => {
    fake = await startFakeWechat()
    fake.options.delayMs = 0
    database = await createTestDatabase(kind)
    // JSAPI pays with the official account's openid: it must be WeChat Pay's AppID.
    const env = { ...fake.env, ...pay, WECHAT_APPID: pay.WECHAT_PAY_APPID }
    app = await buildTestApp(database, {
      env: { ...env, ...fake.miniEnv },
      setup: (instance) => {
        // The configured provider, talking to a fake WeChat Pay (wechatPayEnv uses one key
        // pair for the merchant and for WeChat Pay).
        const config = instance.config.payment
        if (config.provider !== 'wechat') throw new Error('not WeChat Pay')
        const adapter = fakeWechatPayApi(
          {
            mchId: config.mchId,
            merchantSerial: config.merchantSerial,
            merchantPublicKey: config.platformPublicKey,
            platformSerial: config.platformPublicKeyId,
            platformPrivateKey: config.merchantPrivateKey,
          },
          seen,
          () => ({ status: 200, data: JSON.stringify({ prepay_id: 'wx2026112318000001' }) }),
        )
        instance.payment = createWechatPay(config, { adapter })
      },
    })
    noMini = await buildTestApp(database, { env })
  })

  afterAll(async () => {
    await app?.close()
    await noMini?.close()
    await database?.drop()
    await fake?.close()
  })

  it("orders JSAPI for the mini-program's AppID and openid, with a paySign for that AppID", async () => {
    const learner = await learnerWithOrder(app)
    expect(
      (await post(app, '/api/wechat/mini/openid', learner.token, { code: '081Kq3' })).status,
    ).toBe(200)
    const start = await post(app, `/api/pay/orders/${learner.orderId}`, learner.token, {
      client: 'weapp',
    })
    expect(start).toMatchObject({ status: 200, result: { kind: 'jsapi' } })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      uri: '/v3/pay/transactions/jsapi',
      body: {
        appid: fake.miniEnv.WECHAT_MINI_APPID,
        mchid: pay.WECHAT_PAY_MCHID,
        out_trade_no: learner.orderId,
        payer: { openid: fakeMiniOpenid('081Kq3') },
      },
    })
    const p = start.result.params
    expect(p).toMatchObject({
      appId: fake.miniEnv.WECHAT_MINI_APPID,
      package: 'prepay_id=wx2026112318000001',
      signType: 'RSA',
    })
    const merchantPublicKey = createPublicKey(pay.WECHAT_PAY_PRIVATE_KEY)
      .export({ type: 'spki', format: 'pem' })
      .toString()
    const message = `${fake.miniEnv.WECHAT_MINI_APPID}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(Rsa.verify(message, p.paySign, merchantPublicKey)).toBe(true)
  })

  it("keeps the official account's AppID for JSAPI in WeChat's browser", async () => {
    const learner = await learnerWithOrder(app)
    await setSessionOpenid(
      app.db,
      learner.token,
      pay.WECHAT_PAY_APPID,
      'oOfficial0123456789abcdefghi',
    )
    const answer = await app.inject({
      method: 'POST',
      url: `/api/pay/orders/${learner.orderId}`,
      headers: {
        cookie: learner.cookie,
        'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.49',
      },
    })
    expect(answer.json().result.params.appId).toBe(pay.WECHAT_PAY_APPID)
    expect(seen.at(-1)?.body).toMatchObject({
      appid: pay.WECHAT_PAY_APPID,
      payer: { openid: 'oOfficial0123456789abcdefghi' },
    })
  })

  it('answers 503 小程序未配置 when the school has no mini-program', async () => {
    const learner = await learnerWithOrder(noMini)
    const start = await post(noMini, `/api/pay/orders/${learner.orderId}`, learner.token, {
      client: 'weapp',
    })
    expect(start).toEqual({ status: 503, code: 503, message: '小程序未配置', result: null })
  })
})
