import { createSession } from '@server/db/repositories/sessions'
import { beginAuthorize } from '@server/services/wechat-auth'
import { order, seededGoods } from '@test/server/support/buying'
import { newLearner } from '@test/server/support/learners'
import { describeServer, type TestServer } from '@test/server/support/test-server'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.49'

/** The openid kept on the learner's (one) session. */
async function openidOf(server: TestServer, userId: number) {
  const row = await server.app.db
    .selectFrom('sessions')
    .select('wechat_openid')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.wechat_openid
}

/** GET and the redirect's target (a path or URL). */
async function redirectOf(server: TestServer, url: string, cookie?: string) {
  const answer = await server.inject({ url, headers: cookie ? { cookie } : {} })
  expect(answer.statusCode).toBe(302)
  return String(answer.headers.location)
}

/** A path of the callback URL WeChat (here the dev stand-in) sends the browser back to. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost')
  return `${parsed.pathname}${parsed.search}`
}

describeServer('paying inside WeChat: 网页授权 snsapi_base for the payer openid', (server) => {
  async function unpaidOrder() {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    return { learner, orderId: placed.result.orderId as string }
  }

  function payInWechat(orderId: string, cookie: string) {
    return server.inject({
      method: 'POST',
      url: `/api/pay/orders/${orderId}`,
      headers: { cookie, 'user-agent': WECHAT_UA },
    })
  }

  it('authorizes once, keeps the openid on the session, comes back to pay, then pays', async () => {
    const { learner, orderId } = await unpaidOrder()
    const start = (await payInWechat(orderId, learner.cookie)).json()
    const back = `/order/place/${orderId}?pay=1`
    expect(start.result).toEqual({
      kind: 'authorize',
      url: `/api/wechat/oauth?back=${encodeURIComponent(back)}`,
    })

    // The app asks for the start (with X-Requested-With), then opens the page it answers.
    const started = await server.get(start.result.url, learner.cookie)
    const authorize = new URL(started.result.url, 'http://localhost')
    expect(authorize.pathname).toBe('/api/dev/wechat/authorize')
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base')
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:80/api/wechat/oauth/callback',
    )
    const state = authorize.searchParams.get('state') ?? ''
    expect(state).toMatch(/^[0-9a-f]{32}$/)

    const callback = await redirectOf(server, pathOf(authorize.toString()))
    expect(callback).toMatch(
      /^http:\/\/localhost(:80)?\/api\/wechat\/oauth\/callback\?code=devcode_o[\w-]{27}&state=/,
    )
    expect(await redirectOf(server, pathOf(callback), learner.cookie)).toBe(back)
    const openid = await openidOf(server, learner.userId)
    expect(openid).toMatch(/^o[\w-]{27}$/)
    expect(callback).toContain(`devcode_${openid}`)

    const paying = (await payInWechat(orderId, learner.cookie)).json()
    expect(paying.result).toEqual({ kind: 'cashier', url: `/api/dev/pay/cashier/${orderId}` })
    // A state is used once: the same callback again changes nothing and says it failed.
    expect(await redirectOf(server, pathOf(callback), learner.cookie)).toBe('/?wxauth=failed')
    // Outside WeChat no openid is needed.
    const outside = await server.inject({
      method: 'POST',
      url: `/api/pay/orders/${orderId}`,
      headers: { cookie: (await newLearner(server.app)).cookie },
    })
    expect(outside.json()).toMatchObject({ code: 404, message: '订单不存在' })
  })

  it("refuses another session's state, an expired one, a bad code and a foreign back, saving nothing", async () => {
    const { learner, orderId } = await unpaidOrder()
    const back = `/order/place/${orderId}?pay=1`
    const other = await newLearner(server.app)
    const begin = (userId: number, now = Date.now()) =>
      beginAuthorize(
        server.app.db,
        server.app.wechat,
        { userId, back, callbackUrl: 'http://localhost/api/wechat/oauth/callback' },
        now,
      ).then((url) => new URL(url, 'http://localhost').searchParams.get('state') ?? '')
    const good = 'devcode_oAbCdEfGhIjKlMnOpQrStUvWxYz0'
    const callback = (state: string, code = good) =>
      `/api/wechat/oauth/callback?code=${code}&state=${state}`

    // The learner's state, brought back in another learner's browser (a planted link).
    const planted = await begin(learner.userId)
    expect(await redirectOf(server, callback(planted), other.cookie)).toBe(
      `/order/place/${orderId}?wxauth=failed`,
    )
    // Older than ten minutes.
    const old = await begin(learner.userId, Date.now() - 11 * 60_000)
    expect(await redirectOf(server, callback(old), learner.cookie)).toBe(
      `/order/place/${orderId}?wxauth=failed`,
    )
    // A code WeChat would not take.
    const refused = await begin(learner.userId)
    expect(await redirectOf(server, callback(refused, 'devcode_nonsense'), learner.cookie)).toBe(
      `/order/place/${orderId}?wxauth=failed`,
    )
    expect(await redirectOf(server, callback('not-a-state'), learner.cookie)).toBe(
      '/?wxauth=failed',
    )
    expect(await redirectOf(server, '/api/wechat/oauth/callback', learner.cookie)).toBe(
      '/?wxauth=failed',
    )
    expect(await openidOf(server, learner.userId)).toBeNull()
    expect(await openidOf(server, other.userId)).toBeNull()

    // The good round trip still works afterwards, for the learner only.
    const fine = await begin(learner.userId)
    expect(await redirectOf(server, callback(fine), learner.cookie)).toBe(back)
    expect(await openidOf(server, learner.userId)).toBe(good.slice('devcode_'.length))
    expect(await openidOf(server, other.userId)).toBeNull()
  })

  it('never sends the browser off this site, and asks a visitor to log in', async () => {
    const learner = await newLearner(server.app)
    for (const back of [
      'https://evil.example.com/',
      '//evil.example.com/x',
      '/\\evil.example.com',
    ]) {
      const started = await server.get(
        `/api/wechat/oauth?back=${encodeURIComponent(back)}`,
        learner.cookie,
      )
      const state = new URL(started.result.url, 'http://localhost').searchParams.get('state')
      const row = await server.app.db
        .selectFrom('wechat_oauth_states')
        .select('back')
        .where('state', '=', String(state))
        .executeTakeFirstOrThrow()
      expect(row.back).toBe('/')
    }
    expect(await server.get('/api/wechat/oauth?back=%2Fuser%2Forder')).toMatchObject({
      status: 401,
      message: '您尚未登录，请登录！',
    })

    const devAuthorize = (query: Record<string, string>) =>
      server.inject(`/api/dev/wechat/authorize?${new URLSearchParams(query).toString()}`)
    const base = {
      appid: server.app.wechat.appId,
      redirect_uri: 'http://localhost/api/wechat/oauth/callback',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'abc',
    }
    expect((await devAuthorize(base)).statusCode).toBe(302)
    const elsewhere = await devAuthorize({ ...base, redirect_uri: 'https://evil.example.com/cb' })
    expect(elsewhere.json()).toMatchObject({ code: 400, message: 'redirect_uri 不在本站域名下' })
    const wrongApp = await devAuthorize({ ...base, appid: 'wx0000000000000000' })
    expect(wrongApp.json()).toMatchObject({ code: 400, message: 'appid 不是开发环境的公众号' })
    const userinfo = await devAuthorize({ ...base, scope: 'snsapi_userinfo' })
    expect(userinfo.json()).toMatchObject({ code: 400 })
  })

  it('keeps one stand-in openid per browser, as WeChat keeps one per user', async () => {
    const query = new URLSearchParams({
      appid: server.app.wechat.appId,
      redirect_uri: 'http://localhost/api/wechat/oauth/callback',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 's',
    })
    const first = await server.inject(`/api/dev/wechat/authorize?${query.toString()}`)
    const cookie = String(first.headers['set-cookie']).split(';')[0]
    const second = await server.inject({
      url: `/api/dev/wechat/authorize?${query.toString()}`,
      headers: { cookie },
    })
    const code = (answer: typeof first) =>
      new URL(String(answer.headers.location)).searchParams.get('code')
    expect(code(second)).toBe(code(first))
    const stranger = await server.inject(`/api/dev/wechat/authorize?${query.toString()}`)
    expect(code(stranger)).not.toBe(code(first))
  })

  it('keeps the openid on the session: another browser of the learner, or another AppID, authorizes again', async () => {
    const { learner, orderId } = await unpaidOrder()
    const good = 'devcode_oAbCdEfGhIjKlMnOpQrStUvWxYz1'
    const state = await beginAuthorize(
      server.app.db,
      server.app.wechat,
      {
        userId: learner.userId,
        back: `/order/place/${orderId}?pay=1`,
        callbackUrl: 'http://localhost/api/wechat/oauth/callback',
      },
      Date.now(),
    ).then((url) => new URL(url, 'http://localhost').searchParams.get('state') ?? '')
    await redirectOf(
      server,
      `/api/wechat/oauth/callback?code=${good}&state=${state}`,
      learner.cookie,
    )
    expect((await payInWechat(orderId, learner.cookie)).json().result.kind).toBe('cashier')

    // The same learner in another browser (another WeChat client): authorize there too.
    const other = await createSession(server.app.db, learner.userId, 3_600_000, new Date())
    const elsewhere = (await payInWechat(orderId, `sid=${other}`)).json()
    expect(elsewhere.result.kind).toBe('authorize')

    // An openid given for another AppID (the dev stand-in's, before the real account) is no
    // good for this one.
    await server.app.db
      .updateTable('sessions')
      .set({ wechat_app_id: 'wx0000000000000000' })
      .where('wechat_openid', '=', good.slice('devcode_'.length))
      .execute()
    expect((await payInWechat(orderId, learner.cookie)).json().result.kind).toBe('authorize')
  })

  it('keeps at most five open round trips per learner, the newest', async () => {
    const learner = await newLearner(server.app)
    const states: string[] = []
    for (let i = 0; i < 8; i += 1) {
      const url = await beginAuthorize(
        server.app.db,
        server.app.wechat,
        { userId: learner.userId, back: '/user', callbackUrl: 'http://localhost/cb' },
        Date.now() + i,
      )
      states.push(new URL(url, 'http://localhost').searchParams.get('state') ?? '')
    }
    const open = await server.app.db
      .selectFrom('wechat_oauth_states')
      .select('state')
      .where('user_id', '=', learner.userId)
      .execute()
    expect(open.map((row) => row.state).sort()).toEqual(states.slice(-5).sort())
  })
})
