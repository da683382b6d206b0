import { CLIENT_ERRORS_PER_MINUTE } from '@server/routes/system/client-errors'
import { LOGIN_LIMITS } from '@server/services/login-throttle'
import { SMS_RULES } from '@server/services/sms-codes'
import { freshMobile } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'

/** The address our proxy connects from (light-my-request's default remote address). */
const PROXY = '127.0.0.1'

const REPORT = {
  kind: 'server',
  route: '/home',
  message: '网络出错,请检测您的网络是否良好',
  appVersion: '0.1.0',
  userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.49',
}

let forgeries = 0
/** A different made-up address each time, as an attacker writes into X-Forwarded-For. */
const forged = () => `10.${(forgeries >> 8) & 255}.${forgeries++ & 255}.1`

/**
 * A request as it reaches the server through proxies that append to X-Forwarded-For: the
 * client's own (forged) entries first, then what each proxy saw.
 */
function viaProxies(
  server: TestServer,
  url: string,
  fields: Record<string, string>,
  chain: string[],
) {
  return server.postForm(url, fields, { 'x-forwarded-for': [forged(), ...chain].join(', ') }, PROXY)
}

/** A wrong password through the proxies, for a new name each time. */
function guess(server: TestServer, chain: string[]) {
  return viaProxies(
    server,
    '/knew/home/login/mLogin',
    { username: `guess${forgeries}`, password: 'bad_guess_1' },
    chain,
  )
}

/** As many wrong passwords as lock an address, through the proxies. */
async function lockThrough(server: TestServer, chain: string[]) {
  for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) {
    expect((await guess(server, chain)).json().code).toBe(400)
  }
}

describeServer(
  'TRUST_PROXY=true: one proxy appends the client address; forged entries change nothing',
  (server) => {
    const client = ['198.51.100.90']

    it('counts login failures against the real client, whatever it forges', async () => {
      await lockThrough(server, client)
      expect((await guess(server, client)).statusCode).toBe(429)
    })

    it('counts SMS sends against the real client, whatever it forges', async () => {
      const chain = ['198.51.100.91']
      for (let i = 0; i < SMS_RULES.perIpPerHour; i += 1) {
        const sent = await viaProxies(
          server,
          '/new/home/login/sendCode',
          { mobile: freshMobile() },
          chain,
        )
        expect(sent.json().code).toBe(200)
      }
      const refused = await viaProxies(
        server,
        '/new/home/login/sendCode',
        { mobile: freshMobile() },
        chain,
      )
      expect(refused.json()).toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试' })
    })

    it('counts error reports against the real client, whatever it forges', async () => {
      const chain = ['198.51.100.92']
      for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) {
        expect((await viaProxies(server, '/api/client/errors', REPORT, chain)).statusCode).toBe(200)
      }
      expect((await viaProxies(server, '/api/client/errors', REPORT, chain)).statusCode).toBe(429)
    })

    it('believes X-Forwarded-Proto from the proxy (Secure cookies behind HTTPS)', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/knew/home/user/logout',
        headers: { 'x-forwarded-proto': 'https', cookie: 'sid=x' },
      })
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true)
    })
  },
  { env: { TRUST_PROXY: 'true' } },
)

describeServer(
  'TRUST_PROXY=2: a CDN and a proxy; the client is the entry the CDN appended',
  (server) => {
    it('counts login failures against that entry', async () => {
      await lockThrough(server, ['198.51.100.93', '192.0.2.7'])
      // Another CDN node, the same client.
      expect((await guess(server, ['198.51.100.93', '192.0.2.8'])).statusCode).toBe(429)
    })
  },
  { env: { TRUST_PROXY: '2' } },
)

describeServer(
  'TRUST_PROXY as a list of proxy addresses',
  (server) => {
    it('skips the listed proxies and stops at the first address not listed', async () => {
      // The forged entries are in 10.0.0.0/8 too: only the hops nearest the server count.
      await lockThrough(server, ['198.51.100.94', '10.1.2.3'])
      expect((await guess(server, ['198.51.100.94', '10.9.9.9'])).statusCode).toBe(429)
    })
  },
  { env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } },
)

describeServer('TRUST_PROXY unset: X-Forwarded-For is not believed at all', (server) => {
  it('counts by the connection address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) {
      await server.postForm(
        '/knew/home/login/mLogin',
        { username: `k${i}`, password: 'bad_guess_1' },
        { 'x-forwarded-for': forged() },
        '198.51.100.95',
      )
    }
    const locked = await server.postForm(
      '/knew/home/login/mLogin',
      { username: 'another', password: 'bad_guess_1' },
      { 'x-forwarded-for': forged() },
      '198.51.100.95',
    )
    expect(locked.statusCode).toBe(429)
  })
})
