import fp from 'fastify-plugin'
import { failureBody } from '../../errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** host:port of an address, with the scheme's default port written out. */
function siteOf(address: string): string | null {
  try {
    const url = new URL(address)
    return `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS[url.protocol] || ''}`
  } catch {
    return null
  }
}

/**
 * Refuses a state-changing request whose Origin (or, without one, Referer) is another site:
 * with the SameSite=Lax cookie this closes cross-site request forgery.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return
      const source = request.headers.origin ?? request.headers.referer
      if (!source) return
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
