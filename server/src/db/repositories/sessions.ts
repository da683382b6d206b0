import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

/** 32 random bytes: 256 bits, well over the 128 the session id needs. */
const SESSION_ID_BYTES = 32

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

export interface SessionRecord {
  userId: number | null
  expiresAt: Instant
}

/** Starts a session and returns its id, which only the cookie holds. */
export async function createSession(
  db: Kysely<Database>,
  userId: number | null,
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const id = randomBytes(SESSION_ID_BYTES).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashId(id),
      user_id: userId,
      created_at: now.getTime(),
      expires_at: now.getTime() + lifetimeMs,
    })
    .execute()
  return id
}

/** The live session with this id, or null when unknown or expired. */
export async function findSession(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', hashId(id))
    .where('expires_at', '>', now.getTime())
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
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: now.getTime() + lifetimeMs })
    .where('id_hash', '=', hashId(id))
    .execute()
}

/**
 * Ends the previous session of a browser (if any) and starts a new one, as one write; `guard`
 * runs first in the same transaction and may refuse the login by throwing.
 */
export function replaceSession(
  db: Kysely<Database>,
  previousId: string | undefined,
  userId: number,
  lifetimeMs: number,
  now: Date,
  guard?: (trx: Kysely<Database>) => Promise<void>,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await guard?.(trx)
    if (previousId) await deleteSession(trx, previousId)
    return createSession(trx, userId, lifetimeMs, now)
  })
}

/** The openid 网页授权 gave this session's browser for the account appId; null when none. */
export async function sessionOpenid(
  db: Kysely<Database>,
  id: string,
  appId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('wechat_openid')
    .where('id_hash', '=', hashId(id))
    .where('wechat_app_id', '=', appId)
    .executeTakeFirst()
  return row?.wechat_openid ?? null
}

export async function setSessionOpenid(
  db: Kysely<Database>,
  id: string,
  appId: string,
  openid: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ wechat_openid: openid, wechat_app_id: appId })
    .where('id_hash', '=', hashId(id))
    .execute()
}

/** Ends every session of a user (after a password reset). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

/** Ends a session on the server. */
export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute()
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.getTime())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
