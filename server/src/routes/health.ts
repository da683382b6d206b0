import { sql } from 'kysely'
import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ok } from '../errors'
import { ERROR_RESPONSES, envelope } from '../schemas/envelope'

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
})

/** GET /health: the process is up and the database answers. */
const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: envelope(HealthSchema), ...ERROR_RESPONSES } } },
    async () => {
      await sql`select 1`.execute(app.db)
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  )
}

export default health
