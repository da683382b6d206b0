import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { WechatRefused, type WechatAccount } from '../adapters/wechat'
import type { Database } from '../db/schema'
import { setSessionOpenid } from '../db/repositories/sessions'
import {
  dropExpiredOauthStates,
  insertOauthState,
  keepNewestOauthStates,
  takeOauthState,
} from '../db/repositories/wechat-auth'
import { MINUTE_MS, type Instant } from '../time'

/** How long a 网页授权 round trip may take. */
const STATE_MS = 10 * MINUTE_MS

/** Open round trips a learner may have at once (tabs, retries); older ones are dropped. */
const OPEN_STATES = 5

/** Where the app goes once the learner's openid is known: back, and pays. */
export const AUTHORIZE_PATH = '/api/wechat/oauth'

/**
 * A path of this site to come back to; anything else (another origin, `//host`, a backslash
 * trick, control characters) becomes the home page, so that the route is no open redirect.
 */
export function localPath(back: unknown): string {
  if (typeof back !== 'string' || back.length > 500) return '/'
  if (!back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return '/'
  // Printable ASCII only (the app encodes the rest): no control characters, and nothing a
  // Location header cannot carry.
  if (!/^[\x21-\x7e]+$/.test(back)) return '/'
  return back
}

/**
 * The page the learner came from, told that authorizing did not work, and without pay=1:
 * paying again at once would only come back here (a loop while WeChat refuses).
 */
function failed(back: string): string {
  const url = new URL(back, 'http://local')
  url.searchParams.delete('pay')
  url.searchParams.set('wxauth', 'failed')
  return `${url.pathname}${url.search}`
}

/**
 * Starts 网页授权 snsapi_base for a logged-in learner: a one-time state naming the learner and
 * where to come back, and WeChat's authorize URL (silent inside WeChat: no consent page).
 */
export async function beginAuthorize(
  db: Kysely<Database>,
  account: WechatAccount,
  request: { userId: number; back: string; callbackUrl: string },
  now: Instant,
): Promise<string> {
  await dropExpiredOauthStates(db, now)
  await keepNewestOauthStates(db, request.userId, OPEN_STATES - 1)
  // WeChat passes state back as given: letters and digits only, at most 128 bytes.
  const state = randomBytes(16).toString('hex')
  await insertOauthState(db, {
    state,
    userId: request.userId,
    back: localPath(request.back),
    expiresAt: now + STATE_MS,
  })
  return account.authorizeUrl(request.callbackUrl, state)
}

/**
 * WeChat came back: the state must be one we gave out, in time, to the learner now logged in
 * here; the code is exchanged for the openid, which is kept on this session (this browser's
 * WeChat user). Answers where to go: back (with wxauth=failed, and without pay=1, when it did
 * not work: the page says so and does not loop).
 */
export async function finishAuthorize(
  db: Kysely<Database>,
  account: WechatAccount,
  request: { userId: number | null; sessionId: string | undefined; code: string; state: string },
  now: Instant,
  log: (reason: string) => void = () => {},
): Promise<string> {
  const taken = /^[0-9a-f]{32}$/.test(request.state)
    ? await takeOauthState(db, request.state)
    : null
  if (!taken) {
    log('unknown or used state')
    return failed('/')
  }
  if (taken.expiresAt < now) {
    log('state expired')
    return failed(taken.back)
  }
  if (taken.userId !== request.userId || !request.sessionId) {
    log('state of another session')
    return failed(taken.back)
  }
  if (!request.code) {
    log('no code')
    return failed(taken.back)
  }
  try {
    const openid = await account.openidOf(request.code)
    await setSessionOpenid(db, request.sessionId, account.appId, openid)
  } catch (error) {
    log(error instanceof WechatRefused ? error.message : `exchange failed: ${String(error)}`)
    return failed(taken.back)
  }
  return taken.back
}
