import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ping } from '../db/repositories/app-meta'
import { ok } from '../errors'
import { ERROR_RESPONSES, envelope } from '../schemas/envelope'
import { HealthSchema } from '../schemas/health'

/** GET /health: the process is up and the database answers. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: envelope(HealthSchema), ...ERROR_RESPONSES } } },
    async () => {
      await ping(app.db)
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  )
}

export default health
