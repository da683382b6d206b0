import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ping } from '@server/db/repositories/app-meta'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { HealthSchema } from '@common/contracts/health'

/** GET /health: the process is up and the database answers. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(HealthSchema), ...ERROR_RESPONSES } },
    },
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
