import { WechatRefused } from '@server/adapters/wechat'
import { DEV_APP_ID, DEV_JSAPI_TICKET, createDevAccount } from '@server/adapters/wechat/dev'
import { DEV_MINI_APP_ID } from '@server/config'
import { createOfficialAccount } from '@server/adapters/wechat/official'

const config = {
  provider: 'wechat' as const,
  appId: 'wx520c15f417810387',
  secret: '0123456789abcdef0123456789abcdef',
  apiBase: 'https://api.weixin.qq.com',
  mini: { appId: 'wx3b9c2d4e5f6a7b8c', secret: 'fedcba9876543210fedcba9876543210' },
}

/** A stand-in for api.weixin.qq.com answering with body, and what it was asked. */
function fakeWechat(body: object) {
  const asked: string[] = []
  const fetchImpl = (async (url: string | URL | Request) => {
    asked.push(String(url))
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { asked, fetchImpl }
}

describe('the official account adapter (网页授权 snsapi_base)', () => {
  it("sends the browser to WeChat's authorize page with the parameters in WeChat's order", () => {
    const account = createOfficialAccount(config)
    expect(
      account.authorizeUrl('https://school.example.com/api/wechat/oauth/callback', 'a1b2'),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx520c15f417810387' +
        '&redirect_uri=https%3A%2F%2Fschool.example.com%2Fapi%2Fwechat%2Foauth%2Fcallback' +
        '&response_type=code&scope=snsapi_base&state=a1b2#wechat_redirect',
    )
  })

  it('exchanges a code for the openid', async () => {
    const wechat = fakeWechat({
      access_token: 'ACCESS_TOKEN',
      expires_in: 7200,
      refresh_token: 'REFRESH_TOKEN',
      openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc',
      scope: 'snsapi_base',
    })
    const account = createOfficialAccount(config, wechat.fetchImpl)
    await expect(account.openidOf('CODE1')).resolves.toBe('oLVPpjqs9BhvzwPj5A-vTYAX3GLc')
    const asked = new URL(wechat.asked[0])
    expect(`${asked.origin}${asked.pathname}`).toBe(
      'https://api.weixin.qq.com/sns/oauth2/access_token',
    )
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      appid: config.appId,
      secret: config.secret,
      code: 'CODE1',
      grant_type: 'authorization_code',
    })
  })

  it("refuses with WeChat's error when the code is bad or used", async () => {
    const wechat = fakeWechat({ errcode: 40163, errmsg: 'code been used' })
    const account = createOfficialAccount(config, wechat.fetchImpl)
    await expect(account.openidOf('USED')).rejects.toThrow(WechatRefused)
    await expect(account.openidOf('USED')).rejects.toThrow(/40163 code been used/)
  })
})

describe('the official account adapter (access_token and JS-SDK jsapi_ticket)', () => {
  /** Where a call went, and its query. */
  const callOf = (url: string) => {
    const parsed = new URL(url)
    return [`${parsed.origin}${parsed.pathname}`, Object.fromEntries(parsed.searchParams)]
  }

  it('fetches the access_token with the AppID and AppSecret', async () => {
    const wechat = fakeWechat({ access_token: 'ACCESS_TOKEN_1', expires_in: 7200 })
    const account = createOfficialAccount(config, wechat.fetchImpl)
    await expect(account.fetchAccessToken()).resolves.toEqual({
      value: 'ACCESS_TOKEN_1',
      expiresInSeconds: 7200,
    })
    expect(callOf(wechat.asked[0])).toEqual([
      'https://api.weixin.qq.com/cgi-bin/token',
      { grant_type: 'client_credential', appid: config.appId, secret: config.secret },
    ])
  })

  it('fetches the jsapi_ticket with the access_token, at the configured base', async () => {
    const wechat = fakeWechat({ errcode: 0, errmsg: 'ok', ticket: 'TICKET_1', expires_in: 7200 })
    const account = createOfficialAccount(
      { ...config, apiBase: 'http://127.0.0.1:9' },
      wechat.fetchImpl,
    )
    await expect(account.fetchJsapiTicket('ACCESS_TOKEN_1')).resolves.toEqual({
      value: 'TICKET_1',
      expiresInSeconds: 7200,
    })
    expect(callOf(wechat.asked[0])).toEqual([
      'http://127.0.0.1:9/cgi-bin/ticket/getticket',
      { access_token: 'ACCESS_TOKEN_1', type: 'jsapi' },
    ])
  })

  it("refuses with WeChat's errcode, and when WeChat cannot be reached", async () => {
    const wrongSecret = createOfficialAccount(
      config,
      fakeWechat({ errcode: 40125, errmsg: 'invalid appsecret' }).fetchImpl,
    )
    await expect(wrongSecret.fetchAccessToken()).rejects.toThrow(/40125 invalid appsecret/)
    const staleToken = createOfficialAccount(
      config,
      fakeWechat({ errcode: 42001, errmsg: 'access_token expired' }).fetchImpl,
    )
    await expect(staleToken.fetchJsapiTicket('OLD')).rejects.toMatchObject({
      name: 'WechatRefused',
      errcode: 42001,
    })
    const unreachable = createOfficialAccount(config, (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch)
    await expect(unreachable.fetchAccessToken()).rejects.toThrow(WechatRefused)
  })

  it('has fixed offline values in the dev account', async () => {
    const dev = createDevAccount()
    expect(dev.appId).toBe(DEV_APP_ID)
    const token = await dev.fetchAccessToken()
    await expect(dev.fetchJsapiTicket(token.value)).resolves.toEqual({
      value: DEV_JSAPI_TICKET,
      expiresInSeconds: 7200,
    })
  })
})

describe('the mini-program adapter (jscode2session)', () => {
  it("exchanges a wx.login code for the openid with the mini-program's AppID and AppSecret", async () => {
    const wechat = fakeWechat({ openid: 'oMini8uMuTjvTYAX3GLcLVPpjqs9', session_key: 'SK==' })
    const account = createOfficialAccount(config, wechat.fetchImpl)
    expect(account.miniAppId).toBe(config.mini.appId)
    await expect(account.miniProgramSession('CODE_1')).resolves.toEqual({
      openid: 'oMini8uMuTjvTYAX3GLcLVPpjqs9',
    })
    const asked = new URL(wechat.asked[0])
    expect(`${asked.origin}${asked.pathname}`).toBe('https://api.weixin.qq.com/sns/jscode2session')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      appid: config.mini.appId,
      secret: config.mini.secret,
      js_code: 'CODE_1',
      grant_type: 'authorization_code',
    })
  })

  it("refuses with WeChat's errcode, and asks nothing without a mini-program", async () => {
    const bad = createOfficialAccount(
      config,
      fakeWechat({ errcode: 40029, errmsg: 'invalid code' }).fetchImpl,
    )
    await expect(bad.miniProgramSession('BAD')).rejects.toMatchObject({
      name: 'WechatRefused',
      errcode: 40029,
    })
    const none = fakeWechat({ openid: 'x' })
    const unconfigured = createOfficialAccount({ ...config, mini: null }, none.fetchImpl)
    expect(unconfigured.miniAppId).toBeNull()
    await expect(unconfigured.miniProgramSession('CODE')).rejects.toThrow(WechatRefused)
    expect(none.asked).toEqual([])
  })

  it('makes a stable stand-in openid of each code in the dev account, offline', async () => {
    const dev = createDevAccount()
    expect(dev.miniAppId).toBe(DEV_MINI_APP_ID)
    const first = await dev.miniProgramSession('0a1B2c3D4e')
    expect(first.openid).toMatch(/^dev-mini-[0-9a-f]{16}$/)
    expect(await dev.miniProgramSession('0a1B2c3D4e')).toEqual(first)
    expect((await dev.miniProgramSession('another')).openid).not.toBe(first.openid)
  })
})
