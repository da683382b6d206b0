import { AUDIT_FIELD_NAMES } from '@common/constants/audit'
import { isStaffRole, STAFF_ROLE_NAMES } from '@common/constants/staff'

type Values = Record<string, unknown>

/**
 * A change's before/after summary as one line for people: `角色：教务 → 财务` for a field
 * that changed, `用户名：li` for what was created (no before) or recorded alongside.
 */
export function summaryText(summary: Values): string {
  const { before, after, ...rest } = summary as { before?: Values; after?: Values } & Values
  const parts: string[] = []
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const field of fields) {
    const was = before?.[field]
    const now = after?.[field]
    if (before && after && field in before && field in after && was === now) continue
    parts.push(
      before && field in before
        ? `${fieldName(field)}：${show(field, was)} → ${show(field, now)}`
        : `${fieldName(field)}：${show(field, now)}`,
    )
  }
  for (const [field, value] of Object.entries(rest)) {
    parts.push(`${fieldName(field)}：${show(field, value)}`)
  }
  return parts.join('；')
}

function fieldName(field: string): string {
  return AUDIT_FIELD_NAMES[field] ?? field
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—'
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (field === 'role' && isStaffRole(value)) return STAFF_ROLE_NAMES[value]
  return typeof value === 'string' ? value : JSON.stringify(value)
}
