import AjvCompiler from '@fastify/ajv-compiler'
import type {
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify'
import fp from 'fastify-plugin'
import { OUT_OF_RANGE } from '../../validation-message'

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
 * The path (`/a/0/b`) of the first number of a validated value that is infinite or beyond the
 * safe integers, or null when there is none.
 */
function unsafeNumberIn(value: unknown, path = ''): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : path
  }
  if (!value || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value as Values)) {
    const found = unsafeNumberIn(item, `${path}/${key}`)
    if (found !== null) return found
  }
  return null
}

interface Validate {
  (data: unknown, context?: { parentData: Values; parentDataProperty: string }): boolean
  errors?: FastifySchemaValidationError[] | null
  schemaEnv?: unknown
}

/**
 * Fastify's own validator (Ajv, same options), with one more rule: no number may be infinite or
 * beyond the safe integers. Ajv coerces the text "Infinity", "-Infinity" or "1e400" to ±Infinity
 * for an integer or number field without checking the result, and skips minimum and maximum
 * for numbers that are not finite, so such a value would reach the handler and the database.
 * (A custom compiler gets header schemas as written: Fastify lowercases their names only for
 * its own. No route declares headers.)
 */
function finiteNumbersCompiler(): FastifySchemaCompiler<FastifySchema> {
  const buildValidator = AjvCompiler()({}, { customOptions: {}, plugins: [] })
  return (routeSchema) => {
    // It takes the route's whole schema definition, as Fastify calls it (its types say a schema).
    const ajvValidate = buildValidator(routeSchema) as Validate
    const validate: Validate = (data, context) => {
      const valid = ajvValidate(data, context)
      validate.errors = ajvValidate.errors
      if (!valid) return false
      // Ajv may replace the whole value (a coerced root) in its parent, the request.
      const coerced = context ? context.parentData[context.parentDataProperty] : data
      const path = unsafeNumberIn(coerced)
      if (path === null) return true
      validate.errors = [{ keyword: OUT_OF_RANGE, instancePath: path, schemaPath: '', params: {} }]
      return false
    }
    // Fastify hands the request as the parent only to validators that say they are Ajv's.
    validate.schemaEnv = ajvValidate.schemaEnv
    return validate
  }
}

/**
 * How the text of a query string and a path becomes typed values, for every route: an empty
 * value means "not given" (its default, or 缺少参数 when required), and a number must be finite
 * and within the safe integers. Form and JSON bodies keep their empty values: an empty field
 * of a form can mean "clear it" (POST /api/home/examdate/).
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(finiteNumbersCompiler())
    app.addHook('preValidation', async (request: FastifyRequest) => {
      dropEmptyValues(request.query as Values)
      dropEmptyValues(request.params as Values)
    })
  },
  { name: 'query-values' },
)
