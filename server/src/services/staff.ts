import type { Kysely } from 'kysely'
import type { AuditEntry, Staff } from '@common/contracts/staff'
import { isStaffRole, type StaffRole } from '@common/constants/staff'
import { staffPasswordError, staffUsernameError } from '@common/rules/staff'
import { lockKey } from '../db/locks'
import { insertAudit, listAudit, type AuditFilter } from '../db/repositories/audit'
import {
  countStaff,
  findStaffByUsername,
  insertStaff,
  type StaffRow,
} from '../db/repositories/staff'
import type { Database } from '../db/schema'
import { ApiFailure, assertValid } from '../errors'
import type { Instant } from '../time'

/** Who makes a change: a staff member in the console, or the system (start, command line). */
export interface Actor {
  staffId: number | null
  username: string
  ip: string
}

export const SYSTEM_ACTOR: Actor = { staffId: null, username: 'system', ip: '' }

export const AUDIT_PAGE_SIZE = 50

export function toStaff(row: StaffRow): Staff {
  return { id: row.id, username: row.username, role: isStaffRole(row.role) ? row.role : 'teacher' }
}

/**
 * A new staff account, recorded in the audit log in the same transaction. The username is
 * taken once: under its lock, so two requests of the same instant cannot both create it.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  hash: (password: string) => Promise<string>,
  input: { username: string; password: string; role: StaffRole },
  actor: Actor,
  now: Instant,
): Promise<Staff> {
  const username = input.username.trim()
  assertValid(staffUsernameError(username))
  assertValid(staffPasswordError(input.password))
  // The slow hash runs before the transaction, which then holds its lock only briefly.
  const passwordHash = await hash(input.password)
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `staff:${username.toLowerCase()}`)
    if (await findStaffByUsername(trx, username)) throw new ApiFailure(409, '该用户名已被使用')
    const id = await insertStaff(trx, { username, passwordHash, role: input.role }, now)
    await audit(
      trx,
      actor,
      'staff.create',
      `staff:${id}`,
      { after: { username, role: input.role } },
      now,
    )
    return { id, username, role: input.role }
  })
}

/** Writes an audit entry: pass the transaction of the change. */
export function audit(
  db: Kysely<Database>,
  actor: Actor,
  action: string,
  target: string,
  summary: Record<string, unknown>,
  now: Instant,
): Promise<void> {
  return insertAudit(
    db,
    { staffId: actor.staffId, actor: actor.username, action, target, summary, ip: actor.ip },
    now,
  )
}

/**
 * The first admin, from ADMIN_USERNAME and ADMIN_PASSWORD at start, when the school has no
 * staff yet: afterwards the variables are ignored (an admin manages staff in the console).
 * Returns whether an account was made.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  hash: (password: string) => Promise<string>,
  credentials: { username: string; password: string } | null,
  now: Instant,
): Promise<boolean> {
  if (!credentials || (await countStaff(db)) > 0) return false
  try {
    await createStaffAccount(db, hash, { ...credentials, role: 'admin' }, SYSTEM_ACTOR, now)
    return true
  } catch (error) {
    // Another process of the same start made it first.
    if (error instanceof ApiFailure && error.code === 409) return false
    throw error
  }
}

/** A page of the audit log, newest first. */
export async function auditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
): Promise<{ list: AuditEntry[]; totalCount: number; page: number; pageSize: number }> {
  const { rows, total } = await listAudit(db, filter, page, AUDIT_PAGE_SIZE)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      actor: row.actor,
      action: row.action,
      target: row.target,
      summary: parseSummary(row.summary),
      ip: row.ip,
      at: new Date(Number(row.at)).toISOString(),
    })),
    totalCount: total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

function parseSummary(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** An audit filter's date: an ISO date or instant, else a 400 naming the field. */
export function auditInstant(value: string | undefined, field: 'from' | 'to'): Instant | undefined {
  if (value === undefined || value === '') return undefined
  const instant = Date.parse(value)
  if (Number.isNaN(instant)) throw new ApiFailure(400, `${field} 不是有效的日期`)
  return instant
}
