import { Type } from 'typebox'

/** GET /health (types/api.ts HealthResult). */
export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
})
