import { Type, type Static } from 'typebox'

/** GET /health: the server and its database answer. */
export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
})

/** Result of GET /health. */
export type HealthResult = Static<typeof HealthSchema>
