import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { failureBody } from '../../errors'
import { SESSION_COOKIE, SESSION_HEADER } from './session'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** Mini-program requests' Referer: https://servicewechat.com/{appid}/{version}/page-frame.html */
const MINI_PROGRAM_HOST = 'servicewechat.com'

/** What the app's own requests carry (services/http.ts); no cross-site navigation can. */
export const APP_REQUEST_HEADER = 'x-requested-with'
export const APP_REQUEST_VALUE = 'XMLHttpRequest'

const CROSS_SITE = '非法的请求来源'

/** scheme://host:port of an address, with the scheme's default port written out. */
function originOf(address: string): string | null {
  try {
    const url = new URL(address)
    const port = url.port || DEFAULT_PORTS[url.protocol] || ''
    return `${url.protocol}//${url.hostname.toLowerCase()}:${port}`
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
 * A page of another site cannot add a custom header without a CORS preflight, and this server
 * grants none (no Access-Control-Allow-* anywhere), so the browser never sends such a request;
 * the mini-program sends its session this way (plugins/app/session.ts). The exception holds
 * only for a request without our cookie, read by the same parser that logs the request in: a
 * cookie's request is a browser's, and is checked as one.
 */
function isTokenClient(request: FastifyRequest): boolean {
  return !request.cookies[SESSION_COOKIE] && request.headers[SESSION_HEADER] !== undefined
}

/** A request made by the app's own code: the header is set, and it is not a page navigation. */
function isAppRequest(request: FastifyRequest): boolean {
  const marker = request.headers[APP_REQUEST_HEADER]
  return (
    typeof marker === 'string' &&
    marker.toLowerCase() === APP_REQUEST_VALUE.toLowerCase() &&
    request.headers['sec-fetch-mode'] !== 'navigate'
  )
}

/**
 * Cross-site request forgery, closed in two ways. A state-changing method whose Origin (or,
 * without one, Referer) is another site is refused: with the SameSite=Lax cookie that closes
 * forms and scripts of other sites. A top-level link from another site still sends the Lax
 * cookie with a GET, so the few GETs that change something (routes with
 * `config.changesState`, kept because the spec names them as GETs) answer only the app's own
 * requests.
 */
export default fp(
  async (app) => {
    const stateChangingGets: string[] = []
    app.decorate('stateChangingGets', stateChangingGets)
    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method)
      if (methods.includes('GET') && route.config?.changesState) stateChangingGets.push(route.url)
    })

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.changesState && !isAppRequest(request)) {
        if (!isTokenClient(request)) {
          request.log.warn({ url: request.url }, 'state-changing GET without the app header')
          return reply.code(403).send(failureBody(403, CROSS_SITE))
        }
      }
      if (!STATE_CHANGING.has(request.method)) return
      if (isTokenClient(request)) return
      const source = request.headers.origin ?? request.headers.referer
      if (!source) return
      // Only WeChat's mini-program runtime makes requests from servicewechat.com pages (no
      // browser page can claim that Referer), and they carry no cookie of ours to abuse.
      if (!request.cookies[SESSION_COOKIE] && isMiniProgramPage(source)) return
      // request.host and request.protocol believe X-Forwarded-* only from trusted proxies.
      const own = originOf(`${request.protocol}://${request.host}`)
      if (originOf(source) !== own) {
        request.log.warn({ origin: source, own }, 'cross-site request refused')
        return reply.code(403).send(failureBody(403, CROSS_SITE))
      }
    })
  },
  { name: 'same-origin', dependencies: ['@fastify/cookie'] },
)
