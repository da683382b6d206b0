import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database, SmsPurpose } from '../schema'

/** The moments a number was sent codes since `since`, newest first. */
export async function listSendsSince(
  db: Kysely<Database>,
  mobile: string,
  since: Instant,
): Promise<Instant[]> {
  const rows = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => Number(row.created_at))
}

/** How many codes were sent on requests from an IP since `since`. */
export async function countSendsFromIpSince(
  db: Kysely<Database>,
  ip: string,
  since: Instant,
): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Stores a code's hash; returns its id. */
export async function insertCode(
  db: Kysely<Database>,
  code: {
    mobile: string
    purpose: SmsPurpose
    codeHash: string
    ip: string
    createdAt: Instant
    expiresAt: Instant
  },
): Promise<number> {
  const row = await db
    .insertInto('sms_codes')
    .values({
      mobile: code.mobile,
      purpose: code.purpose,
      code_hash: code.codeHash,
      ip: code.ip,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function deleteCode(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute()
}

/** The latest unused, unexpired code of a number and purpose, or null. */
export async function findLiveCode(
  db: Kysely<Database>,
  mobile: string,
  purpose: SmsPurpose,
  now: Instant,
): Promise<{ id: number; codeHash: string; failedAttempts: number } | null> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row
    ? { id: Number(row.id), codeHash: row.code_hash, failedAttempts: Number(row.failed_attempts) }
    : null
}

export async function setFailedAttempts(
  db: Kysely<Database>,
  id: number,
  failedAttempts: number,
): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ failed_attempts: failedAttempts })
    .where('id', '=', id)
    .execute()
}

/** Marks a code used; false when it already was. */
export async function markCodeUsed(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
