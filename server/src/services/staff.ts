import type { Kysely } from 'kysely'
import { findTeacher } from '@server/db/repositories/teachers'
import { FAILURES } from '@server/failures'
import type { AuditAction } from '@common/constants/audit'
import type { AuditEntry, Staff } from '@common/contracts/staff'
import { isStaffRole, type StaffRole } from '@common/constants/staff'
import { staffPasswordError, staffUsernameError } from '@common/rules/staff'
import { lockKey } from '../db/locks'
import { insertAudit, listAudit, type AuditFilter } from '../db/repositories/audit'
import {
  countActiveAdmins,
  countStaff,
  deleteSessionsOfStaff,
  findStaff,
  findStaffByUsername,
  insertStaff,
  updateStaff,
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
  return {
    id: row.id,
    username: row.username,
    role: isStaffRole(row.role) ? row.role : 'teacher',
    disabled: row.disabled !== 0,
    teacherId: row.teacher_id,
  }
}

/**
 * Changes a staff account: its role, disabled or not, its password. The school keeps at least
 * one working admin, and an admin cannot lock themselves out. Disabling or a new password ends
 * the account's sessions. Recorded in the audit log with before and after (never a password).
 */
export async function changeStaffAccount(
  db: Kysely<Database>,
  hash: (password: string) => Promise<string>,
  id: number,
  change: { role?: StaffRole; disabled?: boolean; password?: string; teacherId?: number | null },
  actor: Actor,
  now: Instant,
): Promise<Staff> {
  if (change.password !== undefined) assertValid(staffPasswordError(change.password))
  const passwordHash = change.password === undefined ? undefined : await hash(change.password)
  return db.transaction().execute(async (trx) => {
    // One lock for every change of roles: "the last admin" is counted and changed under it.
    await lockKey(trx, 'staff:admins')
    const before = await findStaff(trx, id)
    if (!before) throw new ApiFailure(404, '账号不存在')
    const role = change.role ?? before.role
    const disabled = change.disabled === undefined ? before.disabled !== 0 : change.disabled
    const losesAdmin =
      before.role === 'admin' && before.disabled === 0 && (role !== 'admin' || disabled)
    if (losesAdmin && actor.staffId === id)
      throw new ApiFailure(409, '不能停用自己或取消自己的管理员角色')
    // Unreachable through the console while the rule above holds (the actor is an admin too);
    // kept so that no other way of changing staff can leave the school without one.
    if (losesAdmin && (await countActiveAdmins(trx)) <= 1) {
      throw new ApiFailure(409, '至少保留一个可用的管理员账号')
    }
    const teacherId = change.teacherId === undefined ? before.teacher_id : change.teacherId
    if (teacherId !== null) await assertTeacher(trx, teacherId)
    await updateStaff(trx, id, {
      role,
      disabled: disabled ? 1 : 0,
      teacher_id: teacherId,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    })
    if (disabled || passwordHash) await deleteSessionsOfStaff(trx, id)
    const after = { ...toStaff(before), role: role as StaffRole, disabled, teacherId }
    await audit(
      trx,
      actor,
      'staff.update',
      `staff:${id}`,
      {
        before: {
          role: before.role,
          disabled: before.disabled !== 0,
          ...teacherOf(before.teacher_id),
        },
        after: {
          role,
          disabled,
          ...teacherOf(teacherId),
          ...(passwordHash ? { password: '已重置' } : {}),
        },
      },
      now,
    )
    return after
  })
}

/**
 * A new staff account, recorded in the audit log in the same transaction. The username is
 * taken once: under its lock, so two requests of the same instant cannot both create it.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  hash: (password: string) => Promise<string>,
  input: { username: string; password: string; role: StaffRole; teacherId?: number | null },
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
    const teacherId = input.teacherId ?? null
    if (teacherId !== null) await assertTeacher(trx, teacherId)
    const id = await insertStaff(trx, { username, passwordHash, role: input.role, teacherId }, now)
    await audit(
      trx,
      actor,
      'staff.create',
      `staff:${id}`,
      { after: { username, role: input.role, ...(teacherId ? { teacherId } : {}) } },
      now,
    )
    return { id, username, role: input.role, teacherId }
  })
}

/** A teacher link as the audit summary records it: only when there is one. */
const teacherOf = (teacherId: number | null) => (teacherId === null ? {} : { teacherId })

/** A teacher a staff account is linked to must exist. */
async function assertTeacher(db: Kysely<Database>, teacherId: number): Promise<void> {
  if (!(await findTeacher(db, teacherId))) throw FAILURES.teacherNotFound()
}

/** Writes an audit entry: pass the transaction of the change. */
export function audit(
  db: Kysely<Database>,
  actor: Actor,
  action: AuditAction,
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
