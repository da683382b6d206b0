import type { Kysely } from 'kysely'
import { lockKey } from '../db/locks'
import {
  clearFailures,
  countFailuresSince,
  deleteFailures,
  deleteFailuresUntil,
  recordFailures,
} from '../db/repositories/auth-failures'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { MINUTE_MS } from '../time'

/** Failed password logins allowed in the window, per account name and per IP. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const

/** An account name with too many failures: wait, or log in by SMS code (it proves the number). */
export const ACCOUNT_LOCKED = `登录失败次数过多，请${LOGIN_LIMITS.windowMinutes}分钟后再试`

/**
 * An address with too many failures (often many learners behind one carrier NAT or Wi-Fi): a
 * password login there needs this browser's earlier login to the account, or an SMS code.
 */
export const ADDRESS_LOCKED = '该网络登录失败次数过多，请使用短信验证码登录'

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * MINUTE_MS

const keysOf = (account: string, ip: string) => ({
  account: `account:${account.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
})

/** A password check allowed to run, counted as a failure until it turns out right. */
export interface LoginAttempt {
  account: string
  failureIds: number[]
}

/**
 * Reserves one password check for an account name from an address. Counting the recent
 * failures and counting this attempt as one more are a single step, under locks on the name
 * and the address (PostgreSQL advisory locks, shared by every server process; SQLite's one
 * connection runs one transaction at a time): requests of the same instant queue here, so
 * that a burst of guesses runs at most the allowed number of (slow) password checks. The same
 * answer comes for names with and without an account. A trusted device (one that has logged
 * in to this account before) passes the address's limit, never the account's.
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  request: { account: string; ip: string; trustedDevice: boolean },
  now: number,
): Promise<LoginAttempt> {
  const keys = keysOf(request.account, request.ip)
  const failureIds = await db.transaction().execute(async (trx) => {
    // Always the name first, then the address: two attempts never wait for each other in turn.
    await lockKey(trx, `login:${keys.account}`)
    await lockKey(trx, `login:${keys.ip}`)
    const since = now - WINDOW_MS
    if ((await countFailuresSince(trx, keys.account, since)) >= LOGIN_LIMITS.perAccount) {
      throw new ApiFailure(429, ACCOUNT_LOCKED)
    }
    const byIp = await countFailuresSince(trx, keys.ip, since)
    if (byIp >= LOGIN_LIMITS.perIp && !request.trustedDevice) {
      throw new ApiFailure(429, ADDRESS_LOCKED)
    }
    return recordFailures(trx, [keys.account, keys.ip], now)
  })
  return { account: request.account, failureIds }
}

/**
 * The password was right: the attempt is no failure, and the account's earlier failures are
 * forgiven (the address's stay counted). Under the name's lock, as reservations are: two right
 * passwords of the same instant would otherwise each delete its own row, then wait for the
 * other's in clearing the name, a deadlock that PostgreSQL ends by failing one of them.
 */
export async function loginSucceeded(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `login:${keysOf(attempt.account, '').account}`)
    await deleteFailures(trx, attempt.failureIds)
    await clearFailures(trx, keysOf(attempt.account, '').account)
  })
}

/** Removes failures older than the window. */
export async function sweepLoginFailures(db: Kysely<Database>, now: number): Promise<void> {
  await deleteFailuresUntil(db, now - WINDOW_MS)
}
