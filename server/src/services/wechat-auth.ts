import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { WechatRefused, type WechatAccount } from '../adapters/wechat'
import type { Database } from '../db/schema'
import {
  dropExpiredOauthStates,
  insertOauthState,
  saveOpenid,
  takeOauthState,
} from '../db/repositories/wechat-auth'
import { MINUTE_MS, type Instant } from '../time'

/** How long a 网页授权 round trip may take. */
const STATE_MS = 10 * MINUTE_MS

/** Where the app goes once the learner's openid is known: back, and pays. */
export const AUTHORIZE_PATH = '/api/wechat/oauth'

/**
 * A path of this site to come back to; anything else (another origin, `//host`, a backslash
 * trick, control characters) becomes the home page, so that the route is no open redirect.
 */
export function localPath(back: unknown): string {
  if (typeof back !== 'string' || back.length > 500) return '/'
  if (!back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return '/'
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(back)) return '/'
  return back
}

/** The page the learner came from, told that authorizing did not work. */
function failed(back: string): string {
  return `${back}${back.includes('?') ? '&' : '?'}wxauth=failed`
}

/**
 * Starts 网页授权 snsapi_base for a logged-in learner: a one-time state naming the learner and
 * where to come back, and WeChat's authorize URL (silent inside WeChat: no consent page).
 */
export async function beginAuthorize(
  db: Kysely<Database>,
  account: WechatAccount,
  request: { userId: number; back: string; callbackUrl: string },
  now: Instant = Date.now(),
): Promise<string> {
  await dropExpiredOauthStates(db, now)
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
 * here; the code is exchanged for the openid, which is kept on the learner. Answers where to
 * go: back (with wxauth=failed when it did not work: the page says so and does not loop).
 */
export async function finishAuthorize(
  db: Kysely<Database>,
  account: WechatAccount,
  request: { userId: number | null; code: string; state: string },
  now: Instant = Date.now(),
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
  if (taken.userId !== request.userId) {
    log('state of another session')
    return failed(taken.back)
  }
  if (!request.code) {
    log('no code')
    return failed(taken.back)
  }
  try {
    await saveOpenid(db, taken.userId, await account.openidOf(request.code))
  } catch (error) {
    log(error instanceof WechatRefused ? error.message : `exchange failed: ${String(error)}`)
    return failed(taken.back)
  }
  return taken.back
}
