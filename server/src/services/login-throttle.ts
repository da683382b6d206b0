import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'

/** Failed password logins allowed in the window, per account name and per IP. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const

const keysOf = (account: string, ip: string) => ({
  account: `account:${account.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
})

async function failuresSince(db: Kysely<Database>, key: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('auth_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Refuses a login attempt while the account name or the IP has too many recent failures. The
 * same answer comes for names with and without an account.
 */
export async function assertLoginAllowed(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now = new Date(),
) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString()
  const keys = keysOf(account, ip)
  const [byAccount, byIp] = await Promise.all([
    failuresSince(db, keys.account, since),
    failuresSince(db, keys.ip, since),
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
  now = new Date(),
) {
  const keys = keysOf(account, ip)
  const createdAt = now.toISOString()
  await db
    .insertInto('auth_failures')
    .values([
      { key: keys.account, created_at: createdAt },
      { key: keys.ip, created_at: createdAt },
    ])
    .execute()
}

/** A successful login clears the account's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Kysely<Database>, account: string) {
  await db.deleteFrom('auth_failures').where('key', '=', keysOf(account, '').account).execute()
}

/** Removes failures older than the window. */
export async function sweepLoginFailures(db: Kysely<Database>, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString()
  await db.deleteFrom('auth_failures').where('created_at', '<=', since).execute()
}
