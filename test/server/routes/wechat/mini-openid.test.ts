import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { DEV_APP_ID, devMiniOpenid } from '@server/adapters/wechat/dev'
import { DEV_MINI_APP_ID } from '@server/config'
import { sessionOpenid } from '@server/db/repositories/sessions'
import {
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
} from '@test/server/support/databases'
import { fakeMiniOpenid, startFakeWechat, type FakeWechat } from '@test/server/support/fake-wechat'
import { newLearner } from '@test/server/support/learners'
import { buildTestApp, describeServer } from '@test/server/support/test-server'

const OPENID_URL = '/api/wechat/mini/openid'

/** The mini-program's call: a JSON body (or form fields), the session in the token header. */
async function keepOpenid(
  app: FastifyInstance,
  body: object | string | undefined,
  token?: string,
  form = false,
) {
  const answer = await app.inject({
    method: 'POST',
    url: OPENID_URL,
    headers: {
      ...(token ? { token } : {}),
      ...(body === undefined
        ? {}
        : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    payload: typeof body === 'object' ? JSON.stringify(body) : body,
  })
  return { status: answer.statusCode, ...answer.json() }
}

/** A learner logged in as the mini-program is: the session id it sends as token. */
async function miniLearner(app: FastifyInstance) {
  const learner = await newLearner(app)
  return { ...learner, token: learner.cookie.slice('sid='.length) }
}

describeServer('POST /api/wechat/mini/openid with the dev stand-in', (server) => {
  it("keeps the openid of the code on the session under the mini-program's AppID", async () => {
    const learner = await miniLearner(server.app)
    const answer = await keepOpenid(server.app, { code: '0a3Xy9-_Zk' }, learner.token)
    expect(answer).toEqual({ status: 200, code: 200, message: 'ok', result: null })
    const openid = devMiniOpenid('0a3Xy9-_Zk')
    expect(openid).toMatch(/^dev-mini-[0-9a-f]{16}$/)
    expect(await sessionOpenid(server.app.db, learner.token, DEV_MINI_APP_ID)).toBe(openid)
    // It is the mini-program's user, not the official account's.
    expect(await sessionOpenid(server.app.db, learner.token, DEV_APP_ID)).toBeNull()

    // Form-encoded too: another code, another openid.
    const form = await keepOpenid(server.app, 'code=second', learner.token, true)
    expect(form.status).toBe(200)
    expect(await sessionOpenid(server.app.db, learner.token, DEV_MINI_APP_ID)).toBe(
      devMiniOpenid('second'),
    )
  })

  it('refuses a visitor (401) and a missing or malformed code (400 缺少登录凭证)', async () => {
    expect(await keepOpenid(server.app, { code: 'abc' })).toMatchObject({
      status: 401,
      message: '您尚未登录，请登录！',
    })
    expect((await keepOpenid(server.app, { code: 'abc' }, 'no-such-session')).status).toBe(401)
    const learner = await miniLearner(server.app)
    for (const body of [
      undefined,
      {},
      { code: '' },
      { code: 'has space' },
      { code: '登录' },
      { code: 'x'.repeat(129) },
      { code: ['a', 'b'] },
    ]) {
      expect(await keepOpenid(server.app, body, learner.token)).toEqual({
        status: 400,
        code: 400,
        message: '缺少登录凭证',
        result: null,
      })
    }
    expect((await keepOpenid(server.app, { code: 'x'.repeat(128) }, learner.token)).status).toBe(
      200,
    )
    expect(await sessionOpenid(server.app.db, learner.token, DEV_MINI_APP_ID)).toBe(
      devMiniOpenid('x'.repeat(128)),
    )
  })
})

/** A loopback port nothing listens on: WeChat unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.each(DATABASE_KINDS)('POST /api/wechat/mini/openid with WeChat (%s)', (kind) => {
  let fake: FakeWechat
  let database: TestDatabase
  /** With the mini-program, without it, and with WeChat out of reach. */
  let official: FastifyInstance
  let unconfigured: FastifyInstance
  let unreachable: FastifyInstance

  beforeAll(async () => {
    fake = await startFakeWechat()
    fake.options.delayMs = 0
    database = await createTestDatabase(kind)
    official = await buildTestApp(database, { env: { ...fake.env, ...fake.miniEnv } })
    unconfigured = await buildTestApp(database, { env: fake.env })
    unreachable = await buildTestApp(database, {
      env: {
        ...fake.env,
        ...fake.miniEnv,
        WECHAT_API_BASE: `http://127.0.0.1:${await closedPort()}`,
      },
    })
  })

  afterAll(async () => {
    for (const app of [official, unconfigured, unreachable]) await app?.close()
    await database?.drop()
    await fake?.close()
  })

  it("asks jscode2session with the mini-program's AppID, AppSecret and the code", async () => {
    const learner = await miniLearner(official)
    const answer = await keepOpenid(official, { code: '071abcDEF' }, learner.token)
    expect(answer).toMatchObject({ status: 200, result: null })
    expect(fake.miniSessions.at(-1)).toEqual({
      appid: fake.miniEnv.WECHAT_MINI_APPID,
      secret: fake.miniEnv.WECHAT_MINI_SECRET,
      js_code: '071abcDEF',
      grant_type: 'authorization_code',
    })
    expect(await sessionOpenid(official.db, learner.token, fake.miniEnv.WECHAT_MINI_APPID)).toBe(
      fakeMiniOpenid('071abcDEF'),
    )
  })

  it('answers 400 for a code WeChat refuses and 503 when WeChat fails or is out of reach, keeping nothing', async () => {
    const learner = await miniLearner(official)
    const kept = () => sessionOpenid(official.db, learner.token, fake.miniEnv.WECHAT_MINI_APPID)
    for (const errcode of [40029, 40163]) {
      fake.failures.miniSession.push({ errcode, errmsg: 'invalid code' })
      expect(await keepOpenid(official, { code: 'used' }, learner.token)).toEqual({
        status: 400,
        code: 400,
        message: '登录凭证无效，请重试',
        result: null,
      })
    }
    fake.failures.miniSession.push({ errcode: -1, errmsg: 'system error' })
    expect(await keepOpenid(official, { code: 'busy' }, learner.token)).toEqual({
      status: 503,
      code: 503,
      message: '微信服务暂时不可用，请稍后再试',
      result: null,
    })
    expect(await keepOpenid(unreachable, { code: 'fine' }, learner.token)).toEqual({
      status: 503,
      code: 503,
      message: '微信服务暂时不可用，请稍后再试',
      result: null,
    })
    expect(await kept()).toBeNull()
  })

  it('answers 503 小程序未配置 when the school has no mini-program, asking WeChat nothing', async () => {
    const asked = fake.miniSessions.length
    const learner = await miniLearner(unconfigured)
    expect(await keepOpenid(unconfigured, { code: 'abc' }, learner.token)).toEqual({
      status: 503,
      code: 503,
      message: '小程序未配置',
      result: null,
    })
    expect(await keepOpenid(unconfigured, { code: 'abc' })).toMatchObject({ status: 503 })
    expect(fake.miniSessions).toHaveLength(asked)
  })
})
