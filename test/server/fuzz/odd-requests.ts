import type { InjectOptions } from 'fastify'
import type { DeclaredRoute } from '../support/routes'

/** One odd request to a route, named for the failure report. */
export interface OddRequest {
  label: string
  url: string
  method: InjectOptions['method']
  contentType?: string
  payload?: string
}

/** Values a person can type in an address where a number or an id goes. */
const ODD_TEXT = [
  'Infinity',
  '-Infinity',
  'NaN',
  '',
  '1e400',
  '9999999999999999999',
  '9999999999',
  '-1',
  '0',
  '1.5',
  'abc',
]

/** Query forms that give a field no value, several values, or an object. */
const oddQueryForms = (field: string) => [
  field,
  `${field}[]=1&${field}[]=2`,
  `${field}=1&${field}=2`,
  `${field}[x]=1`,
]

/** JSON values (as text: 1e400 parses to Infinity) where a body field goes. */
const ODD_JSON = [
  '1e400',
  '9999999999999999999',
  '9999999999',
  '-1',
  '"Infinity"',
  '""',
  'null',
  'true',
  '[1]',
  '{"x":1}',
]

/** Form values where a body field goes. */
const ODD_FORM = ['Infinity', '1e400', '9999999999', '']

const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/** Whole bodies of the wrong shape, kind or content type. */
const ODD_BODIES: { label: string; contentType?: string; payload: string }[] = [
  { label: 'a JSON string', contentType: JSON_TYPE, payload: '"abc"' },
  { label: 'JSON null', contentType: JSON_TYPE, payload: 'null' },
  { label: 'a JSON number', contentType: JSON_TYPE, payload: '42' },
  { label: 'a JSON array', contentType: JSON_TYPE, payload: '[{"id":1}]' },
  { label: 'invalid JSON', contentType: JSON_TYPE, payload: '{"id":' },
  { label: 'an empty JSON body', contentType: JSON_TYPE, payload: '' },
  { label: 'JSON with a charset', contentType: `${JSON_TYPE}; charset=utf-8`, payload: '{}' },
  { label: 'a form with a charset', contentType: `${FORM_TYPE}; charset=UTF-8`, payload: 'a=1' },
  { label: 'text/plain', contentType: 'text/plain', payload: 'abc' },
  { label: 'application/xml', contentType: 'application/xml', payload: '<id>1</id>' },
  {
    label: 'multipart junk',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n\u0000\u00ff--',
  },
  { label: 'no content type', payload: 'id=1' },
]

/** Fastify reads no body of a GET or HEAD: only the whole odd bodies go to those. */
const BODYLESS = new Set(['GET', 'HEAD'])

/** Texts tried, in order, against a string field's pattern. */
const PATTERN_CANDIDATES = ['13800138000', '2026-06-01', 'abc', '1']

interface JsonSchema {
  type?: string
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  minimum?: number
  minLength?: number
  pattern?: string
  format?: string
  default?: unknown
  items?: JsonSchema
  minItems?: number
  properties?: Record<string, JsonSchema>
}

/** A value the schema accepts, as far as a simple reading of it can tell. */
function plainValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 1
  if (schema.default !== undefined) return schema.default
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf) return plainValue(schema.anyOf[0])
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        plainValue(schema.items),
      )
    case 'object':
      return plainFields(schema, '')
    case 'string': {
      if (schema.format === 'date') return '2026-06-01'
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern)
        return PATTERN_CANDIDATES.find((text) => pattern.test(text)) ?? 'abc'
      }
      return 'a'.repeat(Math.max(schema.minLength ?? 3, 1))
    }
    default:
      return 1
  }
}

/** Plain values for the fields of a part of the schema, but the odd one. */
function plainFields(part: unknown, odd: string): Record<string, unknown> {
  const properties = (part as JsonSchema | undefined)?.properties ?? {}
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => name !== odd)
      .map(([name, schema]) => [name, plainValue(schema)]),
  )
}

/** The names of the fields a part of the schema declares, and `id`, read by many routes. */
function fieldsOf(part: unknown): string[] {
  return [...new Set([...Object.keys((part as JsonSchema | undefined)?.properties ?? {}), 'id'])]
}

/** Plain fields as a query string or a form (several values of an array repeat the key). */
function formOf(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .flatMap(([name, value]) =>
      [value].flat().map((item) => `${name}=${encodeURIComponent(String(item))}`),
    )
    .join('&')
}

/** `a&b`, leaving out empty parts. */
const joined = (...parts: string[]) => parts.filter(Boolean).join('&')

/**
 * The odd requests for one route: each path parameter (`:id`, `*`), query field and body
 * field the route declares, and `id`, takes every odd value in turn while the others keep
 * plain values the schema accepts; then the odd bodies.
 */
export function oddRequestsFor(route: DeclaredRoute): OddRequest[] {
  const { method, url, schema } = route
  const requests: OddRequest[] = []
  const plainParams = plainFields(schema?.params, '')
  const pathWith = (odd?: { name: string; value: string }) =>
    url.replace(/:(\w+)|\*/g, (_token, name?: string) => {
      const key = name ?? '*'
      return encodeURIComponent(odd?.name === key ? odd.value : String(plainParams[key] ?? 1))
    })

  for (const name of url.match(/:(\w+)|\*/g)?.map((token) => token.replace(/^:/, '')) ?? []) {
    for (const value of ODD_TEXT) {
      requests.push({ label: `path ${name}=${value}`, method, url: pathWith({ name, value }) })
    }
  }

  const path = pathWith()
  for (const field of fieldsOf(schema?.querystring)) {
    const plain = formOf(plainFields(schema?.querystring, field))
    const forms = [
      ...ODD_TEXT.map((value) => `${field}=${encodeURIComponent(value)}`),
      ...oddQueryForms(field),
    ]
    for (const query of forms) {
      requests.push({ label: `?${query}`, method, url: `${path}?${joined(plain, query)}` })
    }
  }

  const bodyFields = BODYLESS.has(String(method)) ? [] : fieldsOf(schema?.body)
  for (const field of bodyFields) {
    const plain = plainFields(schema?.body, field)
    for (const value of ODD_JSON) {
      const payload = JSON.stringify(plain).replace(
        /}$/,
        `${Object.keys(plain).length ? ',' : ''}"${field}":${value}}`,
      )
      requests.push({
        label: `{"${field}":${value}}`,
        method,
        url: path,
        contentType: JSON_TYPE,
        payload,
      })
    }
    const forms = [...ODD_FORM.map((value) => `${field}=${value}`), `${field}[]=1&${field}[]=2`]
    for (const form of forms) {
      const payload = joined(formOf(plain), form)
      requests.push({ label: form, method, url: path, contentType: FORM_TYPE, payload })
    }
  }

  for (const body of ODD_BODIES) requests.push({ ...body, method, url: path })
  return requests
}
