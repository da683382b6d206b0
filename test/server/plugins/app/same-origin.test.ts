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
})
