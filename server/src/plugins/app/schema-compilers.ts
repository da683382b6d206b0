import AjvCompiler from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type {
  FastifySchema,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify'
import fp from 'fastify-plugin'
import { OUT_OF_RANGE } from '../../validation-message'

type Values = Record<string, unknown>

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
 * Compiled validators and serializers by their schema's text (and the request part a
 * validator reads): a schema compiles once per process, however many servers it starts (the
 * tests start one per database and file). Each is a pure function of its schema.
 */
const validators = new Map<string, Validate>()
const serializers = new Map<string, (data: unknown) => string>()

const buildValidator = AjvCompiler()({}, { customOptions: {}, plugins: [] })
const buildSerializer = SerializerSelector()({}, {})

/**
 * Fastify's own validator (Ajv, same options), with one more rule: no number may be infinite or
 * beyond the safe integers. Ajv coerces the text "Infinity", "-Infinity" or "1e400" to ±Infinity
 * for an integer or number field without checking the result, and skips minimum and maximum
 * for numbers that are not finite, so such a value would reach the handler and the database.
 * (A custom compiler gets header schemas as written: Fastify lowercases their names only for
 * its own. No route declares headers.)
 */
const finiteNumbersCompiler: FastifySchemaCompiler<FastifySchema> = (routeSchema) => {
  const key = `${routeSchema.httpPart ?? ''} ${JSON.stringify(routeSchema.schema)}`
  const cached = validators.get(key)
  if (cached) return cached
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
  validators.set(key, validate)
  return validate
}

const cachedSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (routeSchema) => {
  const key = JSON.stringify(routeSchema.schema)
  let serialize = serializers.get(key)
  if (!serialize) {
    // fast-json-stringify reads the schema only; its types want the status the route gives.
    serialize = buildSerializer({
      ...routeSchema,
      httpStatus: routeSchema.httpStatus ?? '200',
    }) as (data: unknown) => string
    serializers.set(key, serialize)
  }
  return serialize
}

/** How every route's schemas become validators and serializers. */
export default fp(
  async (app) => {
    app.setValidatorCompiler(finiteNumbersCompiler)
    app.setSerializerCompiler(cachedSerializerCompiler)
  },
  { name: 'schema-compilers' },
)
