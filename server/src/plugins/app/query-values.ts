import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

type Values = Record<string, unknown>

/** A value of a query string or a path left empty (`?p=`, `?id`): the same as not given. */
function isEmpty(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.every((item) => item === ''))
}

/** Drops the empty values of a query string or of path parameters, in place. */
function dropEmptyValues(values: Values | undefined): void {
  if (!values || typeof values !== 'object') return
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(value)) delete values[key]
    else if (Array.isArray(value) && value.includes('')) values[key] = value.filter((v) => v !== '')
  }
}

/**
 * How the text of a query string and a path becomes values, for every route: an empty value
 * means "not given" (its default, or 缺少参数 when required). Form and JSON bodies keep their
 * empty values: an empty field of a form can mean "clear it" (POST /api/home/examdate/). That
 * a number must be finite and within the safe integers is the validator's rule
 * (plugins/app/schema-compilers.ts).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      dropEmptyValues(request.query as Values)
      dropEmptyValues(request.params as Values)
    })
  },
  { name: 'query-values' },
)
