import fp from 'fastify-plugin'
import { failureBody } from '../../errors'
import { SESSION_COOKIE, SESSION_HEADER } from './session'

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`)

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** Mini-program requests' Referer: https://servicewechat.com/{appid}/{version}/page-frame.html */
const MINI_PROGRAM_HOST = 'servicewechat.com'

/** host:port of an address, with the scheme's default port written out. */
function siteOf(address: string): string | null {
  try {
    const url = new URL(address)
    return `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS[url.protocol] || ''}`
  } catch {
    return null
  }
}

/** Whether an Origin or Referer is a page of a WeChat mini-program. */
function isMiniProgramPage(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' && url.hostname === MINI_PROGRAM_HOST
  } catch {
    return false
  }
}

/**
 * Refuses a state-changing request whose Origin (or, without one, Referer) is another site:
 * with the SameSite=Lax cookie this closes cross-site request forgery. Two kinds of request
 * are not forged by another site's page and pass: those with the token header, and those of
 * the mini-program.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return
      // A page of another site cannot add a custom header without a CORS preflight, and this
      // server grants none (no Access-Control-Allow-* anywhere), so the browser never sends
      // such a request; the mini-program sends its session this way (plugins/app/session.ts).
      // Both exceptions hold only for a request without our cookie: a cookie's request is a
      // browser's, and is checked as one.
      // (The raw header: this hook runs before @fastify/cookie parses it.)
      const cookieless = !SESSION_COOKIE_SENT.test(request.headers.cookie ?? '')
      if (cookieless && request.headers[SESSION_HEADER] !== undefined) return
      const source = request.headers.origin ?? request.headers.referer
      if (!source) return
      // Only WeChat's mini-program runtime makes requests from servicewechat.com pages (no
      // browser page can claim that Referer), and they carry no cookie of ours to abuse.
      if (cookieless && isMiniProgramPage(source)) return
      const host = (
        request.headers['x-forwarded-host'] && app.config.trustProxy
          ? String(request.headers['x-forwarded-host'])
          : (request.headers.host ?? '')
      ).toLowerCase()
      if (siteOf(source) !== siteOf(`${request.protocol}://${host}`)) {
        request.log.warn({ origin: source, host }, 'cross-site request refused')
        return reply.code(403).send(failureBody(403, '非法的请求来源'))
      }
    })
  },
  { name: 'same-origin' },
)
