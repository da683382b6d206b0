import { createHmac, timingSafeEqual } from 'node:crypto'
import { DAY_MS } from '../time'

/**
 * A browser that has logged in to an account carries a signed list of those accounts: it may
 * still log in to them by password while its network address is locked by other people's
 * failures (a carrier NAT, a school's Wi-Fi). The list is signed, not stored: any process
 * checks it with the server's secret.
 */
export const TRUSTED_DEVICE_COOKIE = 'trusted_device'

export const TRUSTED_DEVICE_RULES = {
  /** How long a browser stays trusted after its last login. */
  days: 180,
  /** The most recent accounts of one browser that it is trusted for. */
  accounts: 5,
} as const

const VERSION = 'd1'

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`trusted-device|${body}`).digest('base64url')
}

/** The accounts (user ids) a cookie value vouches for; none when it is forged or too old. */
export function trustedAccounts(secret: string, value: string | undefined, now: number): number[] {
  const [version, ids, issued, sig, ...rest] = (value ?? '').split('.')
  if (version !== VERSION || !ids || !issued || !sig || rest.length > 0) return []
  const expected = Buffer.from(signature(secret, `${version}.${ids}.${issued}`))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  const issuedAt = parseInt(issued, 36)
  if (!(issuedAt <= now && now - issuedAt < TRUSTED_DEVICE_RULES.days * DAY_MS)) return []
  return ids.split('-').map(Number).filter(Number.isSafeInteger)
}

/** The cookie value after a login to `userId`: it first, then the browser's other accounts. */
export function trustDevice(
  secret: string,
  earlier: number[],
  userId: number,
  now: number,
): string {
  const ids = [userId, ...earlier.filter((id) => id !== userId)]
    .slice(0, TRUSTED_DEVICE_RULES.accounts)
    .join('-')
  const body = `${VERSION}.${ids}.${now.toString(36)}`
  return `${body}.${signature(secret, body)}`
}
