import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

export interface StaffRow {
  id: number
  username: string
  password_hash: string
  role: string
  disabled: number
  /** A 讲师 account's teacher. */
  teacher_id: number | null
}

const COLUMNS = ['id', 'username', 'password_hash', 'role', 'disabled', 'teacher_id'] as const

function toRow(row: StaffRow): StaffRow {
  return {
    ...row,
    id: Number(row.id),
    disabled: Number(row.disabled),
    teacher_id: row.teacher_id === null ? null : Number(row.teacher_id),
  }
}

export async function findStaffByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<StaffRow | null> {
  const row = await db
    .selectFrom('staff')
    .select(COLUMNS)
    .where('username', '=', username)
    .executeTakeFirst()
  return row ? toRow(row) : null
}

export async function findStaff(db: Kysely<Database>, id: number): Promise<StaffRow | null> {
  const row = await db.selectFrom('staff').select(COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? toRow(row) : null
}

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertStaff(
  db: Kysely<Database>,
  staff: { username: string; passwordHash: string; role: string; teacherId?: number | null },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      username: staff.username,
      password_hash: staff.passwordHash,
      role: staff.role,
      teacher_id: staff.teacherId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** 32 random bytes, as learners' sessions; only the cookie holds the id, the table its hash. */
function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

export async function createStaffSession(
  db: Kysely<Database>,
  staffId: number,
  lifetimeMs: number,
  now: Instant,
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: hashId(id),
      staff_id: staffId,
      created_at: now,
      expires_at: now + lifetimeMs,
    })
    .execute()
  return id
}

/** The staff account of a live session, unless it was disabled since. */
export async function staffOfSession(
  db: Kysely<Database>,
  id: string,
  now: Instant,
): Promise<StaffRow | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(COLUMNS.map((column) => `staff.${column}` as const))
    .where('staff_sessions.id_hash', '=', hashId(id))
    .where('staff_sessions.expires_at', '>', now)
    .where('staff.disabled', '=', 0)
    .executeTakeFirst()
  return row ? toRow(row) : null
}

export async function deleteStaffSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', hashId(id)).execute()
}

export async function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  const rows = await db.selectFrom('staff').select(COLUMNS).orderBy('id').execute()
  return rows.map(toRow)
}

export async function updateStaff(
  db: Kysely<Database>,
  id: number,
  change: { role?: string; disabled?: number; password_hash?: string; teacher_id?: number | null },
): Promise<void> {
  await db.updateTable('staff').set(change).where('id', '=', id).execute()
}

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Ends every console session of an account (disabled, or its password changed). */
export async function deleteSessionsOfStaff(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute()
}
