import { freshMobile } from '../../support/learners'
import { describeServer } from '../../support/test-server'

describeServer('state-changing calls only from the site itself', (server) => {
  const sendCode = (headers: Record<string, string>) =>
    server.postForm('/new/home/login/sendCode', { mobile: freshMobile() }, headers)

  it("refuses another site's Origin and Referer", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ]
    for (const headers of crossSite) {
      const response = await sendCode(headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ code: 403, message: '非法的请求来源', result: null })
    }
  })

  it('accepts its own Origin, the default port written out or not, and a call without one', async () => {
    expect((await sendCode({ origin: 'http://localhost:80' })).json().code).toBe(200)
    expect((await sendCode({ origin: 'http://localhost' })).json().code).toBe(200)
    expect((await sendCode({})).json().code).toBe(200)
  })

  it("accepts the mini-program's requests: a servicewechat.com Referer without Origin", async () => {
    const referer = 'https://servicewechat.com/wx3b9c2d4e5f6a7b8c/12/page-frame.html'
    expect((await sendCode({ referer })).json().code).toBe(200)
    expect(
      (
        await sendCode({
          referer: 'https://servicewechat.com/wxdevminiprogram00/devtools/page-frame.html',
        })
      ).json().code,
    ).toBe(200)
    for (const lookalike of [
      'http://servicewechat.com/wx3b9c2d4e5f6a7b8c/12/page-frame.html',
      'https://servicewechat.com.evil.example/wx3b9c2d4e5f6a7b8c/12/page-frame.html',
      'https://evil.example/servicewechat.com/page-frame.html',
    ]) {
      expect((await sendCode({ referer: lookalike })).statusCode).toBe(403)
    }
  })

  it('accepts a request with the token header, which no other site can send', async () => {
    const origin = 'https://evil.example'
    expect((await sendCode({ origin, token: 'whatever' })).json().code).toBe(200)
    // The preflight such a request needs is granted nothing: the browser never sends it.
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/new/home/login/sendCode',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token',
      },
    })
    const granted = Object.keys(preflight.headers).filter((name) =>
      name.startsWith('access-control-'),
    )
    expect(granted).toEqual([])
  })

  it('checks a request carrying our session cookie as a browser’s, token header or not', async () => {
    const cookie = 'sid=a-browser-session'
    const withCookie: Record<string, string>[] = [
      { origin: 'https://evil.example', token: 'whatever', cookie },
      { referer: 'https://servicewechat.com/wx3b9c2d4e5f6a7b8c/12/page-frame.html', cookie },
    ]
    for (const headers of withCookie) {
      expect((await sendCode(headers)).statusCode).toBe(403)
    }
    // Another site's cookie of another name changes nothing.
    const other = { origin: 'https://evil.example', token: 'whatever', cookie: 'lastsid=1' }
    expect((await sendCode(other)).json().code).toBe(200)
  })
})
