import fp from 'fastify-plugin'

/** A request slower than this is logged whatever its status. */
export const SLOW_REQUEST_MS = 1000

/** pino's level numbers. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
}

/**
 * One log line per request, at the level it deserves: server failures at error, slow requests
 * at warn, refusals (4xx) at info, and the everyday 2xx and 3xx at debug, so that logging
 * costs less than the request it logs (Fastify's own two lines per request are off).
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode
      const ms = reply.elapsedTime
      const level =
        status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : status >= 400 ? 'info' : 'debug'
      if (LEVELS[level] < (LEVELS[request.log.level] ?? LEVELS.info)) return
      request.log[level](
        { method: request.method, url: request.url, status, ms: Math.round(ms * 10) / 10 },
        'request done',
      )
    })
  },
  { name: 'request-log' },
)
