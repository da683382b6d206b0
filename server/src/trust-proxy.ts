import { isIP } from 'node:net'

/**
 * Which proxies in front of the server are believed about the client's address: none, the last
 * N hops, or the listed addresses. Fastify's own `true` would believe every hop, so the
 * left-most X-Forwarded-For entry (which the client writes itself) would become its address;
 * here `true` means exactly one proxy, whose appended entry (the right-most) names the client.
 */
export type TrustProxy = false | number | string[]

/** proxy-addr's names for address ranges (loopback, link-local, unique-local). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const version = isIP(address ?? '')
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset, false or 0 (no proxy), true (one proxy), a number of proxies (1-10), or a
 * comma-separated list of proxy addresses and CIDR ranges; anything else is a problem.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase()
  if (['', '0', 'false', 'no'].includes(value)) return false
  if (['1', 'true', 'yes'].includes(value)) return 1
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops <= 10) return hops
  }
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return entries
  problems.push(
    `TRUST_PROXY must be false, true (one proxy), a number of proxies (1-10) or a comma-separated list of proxy addresses/CIDRs, got "${raw}"`,
  )
  return false
}

/**
 * The setting as Fastify takes it. A number becomes a function: Fastify's types have no number
 * form, and the function says the same (the hops nearest the server are the trusted proxies).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust
}
