import fp from 'fastify-plugin'
import { failureBody } from '../../errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase()
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
      if (hostOf(source) !== host) {
        request.log.warn({ origin: source, host }, 'cross-site request refused')
        return reply.code(403).send(failureBody(403, '非法的请求来源'))
      }
    })
  },
  { name: 'same-origin' },
)
