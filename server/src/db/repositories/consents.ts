import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

export interface ConsentRow {
  version: string
  agreedAt: Instant
  ip: string
}

/** Keeps a learner's consent to a version; a later login agreeing to it again keeps the first. */
export async function insertConsent(
  db: Kysely<Database>,
  consent: { userId: number; version: string; ip: string },
  now: Instant,
): Promise<void> {
  await db
    .insertInto('user_consents')
    .values({ user_id: consent.userId, version: consent.version, ip: consent.ip, agreed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .execute()
}

/** The learner's consents, newest version first. */
export async function consentsOf(db: Kysely<Database>, userId: number): Promise<ConsentRow[]> {
  const rows = await db
    .selectFrom('user_consents')
    .select(['version', 'agreed_at', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('agreed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({ version: row.version, agreedAt: Number(row.agreed_at), ip: row.ip }))
}
