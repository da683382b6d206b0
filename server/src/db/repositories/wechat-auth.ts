import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

export async function insertOauthState(
  db: Kysely<Database>,
  row: { state: string; userId: number; back: string; expiresAt: Instant },
): Promise<void> {
  await db
    .insertInto('wechat_oauth_states')
    .values({ state: row.state, user_id: row.userId, back: row.back, expires_at: row.expiresAt })
    .execute()
}

/** Takes a state out (each is used once); null when there is none by that value. */
export async function takeOauthState(
  db: Kysely<Database>,
  state: string,
): Promise<{ userId: number; back: string; expiresAt: Instant } | null> {
  const row = await db
    .deleteFrom('wechat_oauth_states')
    .where('state', '=', state)
    .returning(['user_id', 'back', 'expires_at'])
    .executeTakeFirst()
  if (!row) return null
  return { userId: Number(row.user_id), back: row.back, expiresAt: Number(row.expires_at) }
}

/** States past their time: a round trip never finished. */
export async function dropExpiredOauthStates(db: Kysely<Database>, now: Instant): Promise<void> {
  await db.deleteFrom('wechat_oauth_states').where('expires_at', '<', now).execute()
}

/** Keeps a learner's newest `keep` open states and drops the rest (a loop of starts stays small). */
export async function keepNewestOauthStates(
  db: Kysely<Database>,
  userId: number,
  keep: number,
): Promise<void> {
  const newest = await db
    .selectFrom('wechat_oauth_states')
    .select('state')
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .limit(keep)
    .execute()
  let drop = db.deleteFrom('wechat_oauth_states').where('user_id', '=', userId)
  if (newest.length > 0) {
    drop = drop.where(
      'state',
      'not in',
      newest.map((row) => row.state),
    )
  }
  await drop.execute()
}
