import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

/** How many failed logins were counted against a key since `since`. */
export async function countFailuresSince(
  db: Kysely<Database>,
  key: string,
  since: Instant,
): Promise<number> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Counts one failed login against each key; answers the rows' ids. */
export async function recordFailures(
  db: Kysely<Database>,
  keys: string[],
  now: Instant,
): Promise<number[]> {
  const rows = await db
    .insertInto('auth_failures')
    .values(keys.map((key) => ({ key, created_at: now })))
    .returning('id')
    .execute()
  return rows.map((row) => Number(row.id))
}

/** Takes back failures counted by id (an attempt that turned out right). */
export async function deleteFailures(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.deleteFrom('auth_failures').where('id', 'in', ids).execute()
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute()
}

/** Removes failures counted at or before `until`. */
export async function deleteFailuresUntil(db: Kysely<Database>, until: Instant): Promise<void> {
  await db.deleteFrom('auth_failures').where('created_at', '<=', until).execute()
}
