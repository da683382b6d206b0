import type { Kysely } from 'kysely'
import {
  clearFailures,
  countFailuresSince,
  deleteFailuresUntil,
  recordFailures,
} from '../db/repositories/auth-failures'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { MINUTE_MS } from '../time'

/** Failed password logins allowed in the window, per account name and per IP. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * MINUTE_MS

const keysOf = (account: string, ip: string) => ({
  account: `account:${account.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
})

/**
 * Refuses a login attempt while the account name or the IP has too many recent failures. The
 * same answer comes for names with and without an account.
 */
export async function assertLoginAllowed(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const keys = keysOf(account, ip)
  const [byAccount, byIp] = await Promise.all([
    countFailuresSince(db, keys.account, now - WINDOW_MS),
    countFailuresSince(db, keys.ip, now - WINDOW_MS),
  ])
  if (byAccount >= LOGIN_LIMITS.perAccount || byIp >= LOGIN_LIMITS.perIp) {
    throw new ApiFailure(429, `登录失败次数过多，请${LOGIN_LIMITS.windowMinutes}分钟后再试`)
  }
}

/** Counts a failed login against the account name and the IP. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const keys = keysOf(account, ip)
  await recordFailures(db, [keys.account, keys.ip], now)
}

/** A successful login clears the account's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Kysely<Database>, account: string): Promise<void> {
  await clearFailures(db, keysOf(account, '').account)
}

/** Removes failures older than the window. */
export async function sweepLoginFailures(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await deleteFailuresUntil(db, now - WINDOW_MS)
}
