import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database, WechatTokenKind } from '../schema'

/** Who is refreshing a credential while a failed fetch cools down: nobody may start another. */
export const FAILED_OWNER = 'failed'

export interface WechatToken {
  /** '' until a fetch succeeded. */
  value: string
  expiresAt: Instant
  leaseOwner: string | null
  leaseUntil: Instant
}

type Key = { appId: string; kind: WechatTokenKind }

/** The account's credential of that kind as kept, or null when none was ever asked for. */
export async function findWechatToken(
  db: Kysely<Database>,
  { appId, kind }: Key,
): Promise<WechatToken | null> {
  const row = await db
    .selectFrom('wechat_tokens')
    .select(['value', 'expires_at', 'lease_owner', 'lease_until'])
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .executeTakeFirst()
  if (!row) return null
  return {
    value: row.value,
    expiresAt: Number(row.expires_at),
    leaseOwner: row.lease_owner,
    leaseUntil: Number(row.lease_until),
  }
}

/** Makes the (empty) row that a refresh claims, unless another process made it first. */
export async function ensureWechatToken(db: Kysely<Database>, { appId, kind }: Key): Promise<void> {
  await db
    .insertInto('wechat_tokens')
    .values({ app_id: appId, kind })
    .onConflict((conflict) => conflict.columns(['app_id', 'kind']).doNothing())
    .execute()
}

/**
 * Claims the refresh for `owner` until `leaseUntil`: one guarded UPDATE, so of processes
 * claiming at once exactly one succeeds (SQLite runs one write at a time; PostgreSQL re-checks
 * the WHERE on the row the winner committed). Only a credential stale by `staleBefore`, and
 * not claimed by a live lease (or cooling down after a failure), can be claimed.
 */
export async function claimWechatTokenRefresh(
  db: Kysely<Database>,
  { appId, kind }: Key,
  claim: { owner: string; now: Instant; leaseUntil: Instant; staleBefore: Instant },
): Promise<boolean> {
  const result = await db
    .updateTable('wechat_tokens')
    .set({ lease_owner: claim.owner, lease_until: claim.leaseUntil })
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .where('lease_until', '<=', claim.now)
    .where('expires_at', '<=', claim.staleBefore)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Keeps a fetched credential and ends `owner`'s lease; false when the lease was lost. */
export async function storeWechatToken(
  db: Kysely<Database>,
  { appId, kind }: Key,
  fetched: { owner: string; value: string; expiresAt: Instant; now: Instant },
): Promise<boolean> {
  const result = await db
    .updateTable('wechat_tokens')
    .set({
      value: fetched.value,
      expires_at: fetched.expiresAt,
      lease_owner: null,
      lease_until: 0,
      updated_at: fetched.now,
    })
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .where('lease_owner', '=', fetched.owner)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** `owner`'s fetch failed: nothing is kept, and nobody fetches again until `coolUntil`. */
export async function failWechatTokenRefresh(
  db: Kysely<Database>,
  { appId, kind }: Key,
  failed: { owner: string; coolUntil: Instant },
): Promise<void> {
  await db
    .updateTable('wechat_tokens')
    .set({ lease_owner: FAILED_OWNER, lease_until: failed.coolUntil })
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .where('lease_owner', '=', failed.owner)
    .execute()
}

/** WeChat said this value is no longer valid: the next use fetches a new one. */
export async function expireWechatToken(
  db: Kysely<Database>,
  { appId, kind }: Key,
  value: string,
): Promise<void> {
  await db
    .updateTable('wechat_tokens')
    .set({ expires_at: 0 })
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .execute()
}
