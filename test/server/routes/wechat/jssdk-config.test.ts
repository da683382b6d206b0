import { DEV_APP_ID, DEV_JSAPI_TICKET } from '@server/adapters/wechat/dev'
import { jssdkSignature } from '@server/services/jssdk-signature'
import { describeServer, type TestServer } from '@test/server/support/test-server'

const GETCONFIG = '/new/mm/jssdk/getconfig'

/** The app's request: a form-encoded POST of the page URL. */
function getconfig(server: TestServer, pageurl: string) {
  return server.post(GETCONFIG, { pageurl })
}

/** The request's own origin under app.inject (Host: localhost:80). */
const OWN = 'http://localhost'

describeServer('POST /new/mm/jssdk/getconfig (the dev account)', (server) => {
  it("signs a page of the request's own origin with the dev ticket and AppID", async () => {
    const url = `${OWN}/course/info/12?from=share&name=会计`
    const before = Math.floor(Date.now() / 1000)
    const answer = await getconfig(server, url)
    expect(answer).toMatchObject({ status: 200, code: 200 })
    const { appId, timestamp, nonceStr, signature } = answer.result
    expect(Object.keys(answer.result).sort()).toEqual([
      'appId',
      'nonceStr',
      'signature',
      'timestamp',
    ])
    expect(appId).toBe(DEV_APP_ID)
    expect(Number.isInteger(timestamp)).toBe(true)
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    expect(nonceStr).toMatch(/^[\w-]{16,}$/)
    expect(signature).toBe(jssdkSignature({ ticket: DEV_JSAPI_TICKET, nonceStr, timestamp, url }))
  })

  it('gives a new nonce each time', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i += 1) nonces.add((await getconfig(server, `${OWN}/`)).result.nonceStr)
    expect(nonces.size).toBe(5)
  })

  it('signs a URL with a fragment as the same URL without it', async () => {
    const page = `${OWN}/pages/study/course/index?id=12`
    const answer = await getconfig(server, `${page}#/share?x=1`)
    const { nonceStr, timestamp, signature } = answer.result
    expect(signature).toBe(
      jssdkSignature({ ticket: DEV_JSAPI_TICKET, nonceStr, timestamp, url: page }),
    )
  })

  it('takes a JSON body too', async () => {
    const answer = await server.inject({
      method: 'POST',
      url: GETCONFIG,
      payload: { pageurl: `${OWN}/home` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().result.appId).toBe(DEV_APP_ID)
  })

  it.each([
    ['another origin', 'https://evil.example.com/course/info/12', '只能签名本校网站的页面地址'],
    ['another port', 'http://localhost:8081/', '只能签名本校网站的页面地址'],
    ['another scheme', 'https://localhost/', '只能签名本校网站的页面地址'],
    ['not a URL', 'course/info/12', '页面地址无效'],
    ['javascript:', 'javascript:alert(document.domain)//http://localhost/', '页面地址无效'],
    ['credentials', 'http://evil@localhost/', '页面地址无效'],
    ['a line break', `${OWN}/a\nb`, '页面地址无效'],
    ['too long', `${OWN}/?q=${'x'.repeat(2048)}`, '页面地址无效'],
    ['empty', '', '页面地址无效'],
  ])('refuses %s with a 400 that says why', async (_case, pageurl, message) => {
    expect(await getconfig(server, pageurl)).toEqual({
      status: 400,
      code: 400,
      message,
      result: null,
    })
  })

  it('refuses a request without pageurl', async () => {
    expect(await server.post(GETCONFIG, {})).toMatchObject({ status: 400, code: 400 })
  })
})

describeServer(
  'POST /new/mm/jssdk/getconfig with WECHAT_JSSDK_ORIGINS',
  (server) => {
    it('signs pages of the configured origins only', async () => {
      for (const url of [
        'https://m.school.example.com/course/1',
        'http://h5.school.example.com/',
      ]) {
        const answer = await getconfig(server, url)
        expect(answer.status).toBe(200)
        const { nonceStr, timestamp, signature } = answer.result
        expect(signature).toBe(
          jssdkSignature({ ticket: DEV_JSAPI_TICKET, nonceStr, timestamp, url }),
        )
      }
      // The request's own origin is not one of them.
      for (const url of [`${OWN}/`, 'https://m.school.example.com.evil.com/']) {
        expect(await getconfig(server, url)).toMatchObject({
          status: 400,
          message: '只能签名本校网站的页面地址',
        })
      }
    })
  },
  {
    env: {
      WECHAT_JSSDK_ORIGINS: 'https://m.school.example.com,http://h5.school.example.com',
    },
  },
)
