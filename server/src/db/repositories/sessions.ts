import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/** 32 random bytes: 256 bits, well over the 128 the session id needs. */
const SESSION_ID_BYTES = 32

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

export interface SessionRecord {
  userId: number | null
  expiresAt: string
}

/** Starts a session and returns its id, which only the cookie holds. */
export async function createSession(
  db: Kysely<Database>,
  userId: number | null,
  lifetimeMs: number,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(SESSION_ID_BYTES).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashId(id),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
    })
    .execute()
  return id
}

/** The live session with this id, or null when unknown or expired. */
export async function findSession(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', hashId(id))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row
    ? { userId: row.user_id === null ? null : Number(row.user_id), expiresAt: row.expires_at }
    : null
}

/** Moves a session's expiry to `lifetimeMs` from now. */
export async function extendSession(
  db: Kysely<Database>,
  id: string,
  lifetimeMs: number,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(now.getTime() + lifetimeMs).toISOString() })
    .where('id_hash', '=', hashId(id))
    .execute()
}

/** Ends a session on the server. */
export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute()
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
