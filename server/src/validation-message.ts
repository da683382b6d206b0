import type { FastifySchemaValidationError } from 'fastify'

/** The keyword of a number infinite or beyond the safe integers (plugins/app/schema-compilers.ts). */
export const OUT_OF_RANGE = 'outOfRange'

/** The parts of a request whose values are text a person may type in an address. */
const ADDRESS_PARTS = new Set(['querystring', 'params'])

/**
 * A schema failure said in Chinese, naming the field: 参数错误：body.mobile 最多11个字符, or
 * 缺少参数：id for a query or path value missing or left empty (plugins/app/query-values.ts).
 * The keyword decides the wording; anything unusual keeps the validator's own text.
 */
export function validationMessage(
  context: string | undefined,
  issue: FastifySchemaValidationError | undefined,
): string {
  const params = (issue?.params ?? {}) as Record<string, unknown>
  const path = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.')
  const field = path || String(params.missingProperty ?? '')
  const where = `${context ?? 'request'}${field ? `.${field}` : ''}`
  switch (issue?.keyword) {
    case 'required':
      if (ADDRESS_PARTS.has(context ?? '')) return `缺少参数：${field}`
      return `参数错误：缺少 ${where}`
    case 'maxLength':
      return `参数错误：${where} 最多${String(params.limit)}个字符`
    case 'minLength':
      return `参数错误：${where} 至少${String(params.limit)}个字符`
    case 'type':
      return `参数错误：${where} 应为${TYPE_NAMES[String(params.type)] ?? String(params.type)}`
    case 'minimum':
      return `参数错误：${where} 不能小于${String(params.limit)}`
    case 'maximum':
      return `参数错误：${where} 不能大于${String(params.limit)}`
    case 'pattern':
    case 'format':
      return `参数错误：${where} 格式不正确`
    case OUT_OF_RANGE:
      return `参数错误：${where} 数值超出范围`
    case 'const':
    case 'enum':
    case 'anyOf':
      return `参数错误：${where} 取值不正确`
    default:
      return `参数错误：${where} ${issue?.message ?? ''}`.trim()
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
}
