import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { WechatCredential } from '../adapters/wechat'
import {
  FAILED_OWNER,
  claimWechatTokenRefresh,
  ensureWechatToken,
  failWechatTokenRefresh,
  findWechatToken,
  storeWechatToken,
} from '../db/repositories/wechat-tokens'
import type { Database, WechatTokenKind } from '../db/schema'
import { MINUTE_MS, type Instant } from '../time'

/** A credential is refreshed this long before it expires, while it still works. */
export const REFRESH_EARLY_MS = 5 * MINUTE_MS

/** A credential with less left than this is not handed out: WeChat checks it a moment later. */
const MIN_LEFT_MS = MINUTE_MS

/** How long a refresh may take (two WeChat calls of at most 10 s each) before another may. */
const LEASE_MS = 30_000

/** After a failed fetch nobody fetches again for this long (WeChat counts the calls a day). */
export const FAILURE_COOLDOWN_MS = 10_000

/** How long a request waits for another process's refresh when it has no credential to use. */
const WAIT_MS = 25_000
const POLL_MS = 50

/** What sharing a credential needs: the database, whose account, and what time it is. */
export interface WechatTokenDeps {
  db: Kysely<Database>
  appId: string
  now: () => Instant
  /** A refresh failed while the current credential still works (it is used meanwhile). */
  onRefreshFailed: (error: unknown) => void
}

/** No credential can be had now: a fetch just failed, or another process's refresh is stuck. */
export class WechatUnavailable extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'WechatUnavailable'
  }
}

/**
 * The account's credential of that kind, kept in the database and shared by every server
 * process: a fresh one is read; a stale one (expiring within REFRESH_EARLY_MS, or missing) is
 * refreshed by the one process whose claim succeeds, while the others keep using the current
 * one or, when there is none left, wait for the new one. A failed fetch keeps nothing.
 */
export async function sharedCredential(
  deps: WechatTokenDeps,
  kind: WechatTokenKind,
  fetchNew: () => Promise<WechatCredential>,
): Promise<string> {
  const key = { appId: deps.appId, kind }
  const owner = randomBytes(8).toString('hex')
  const giveUpAt = Date.now() + WAIT_MS
  for (;;) {
    const now = deps.now()
    const kept = await findWechatToken(deps.db, key)
    if (kept && kept.value && kept.expiresAt - REFRESH_EARLY_MS > now) return kept.value
    const current = kept && kept.value && kept.expiresAt - MIN_LEFT_MS > now ? kept.value : null
    if (!kept) await ensureWechatToken(deps.db, key)
    const claimed = await claimWechatTokenRefresh(deps.db, key, {
      owner,
      now,
      leaseUntil: now + LEASE_MS,
      staleBefore: now + REFRESH_EARLY_MS,
    })
    if (claimed) return refresh(deps, kind, owner, current, fetchNew)
    if (current) return current
    if (kept?.leaseOwner === FAILED_OWNER && kept.leaseUntil > now) {
      throw new WechatUnavailable(`${kind}: the last fetch failed, not asking again yet`)
    }
    if (Date.now() >= giveUpAt) {
      throw new WechatUnavailable(`${kind}: another process's refresh did not finish`)
    }
    await sleep(POLL_MS)
  }
}

/** The claimed refresh: fetch, keep; on failure keep nothing and cool down. */
async function refresh(
  deps: WechatTokenDeps,
  kind: WechatTokenKind,
  owner: string,
  current: string | null,
  fetchNew: () => Promise<WechatCredential>,
): Promise<string> {
  const key = { appId: deps.appId, kind }
  let fetched: WechatCredential
  try {
    fetched = await fetchNew()
  } catch (error) {
    await failWechatTokenRefresh(deps.db, key, {
      owner,
      coolUntil: deps.now() + FAILURE_COOLDOWN_MS,
    })
    if (!current) throw error
    deps.onRefreshFailed(error)
    return current
  }
  const now = deps.now()
  await storeWechatToken(deps.db, key, {
    owner,
    value: fetched.value,
    expiresAt: now + fetched.expiresInSeconds * 1000,
    now,
  })
  return fetched.value
}
