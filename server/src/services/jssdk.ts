import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { JssdkConfig } from '@common/contracts/wechat'
import { ACCESS_TOKEN_INVALID, WechatRefused, type WechatAccount } from '../adapters/wechat'
import { expireWechatToken } from '../db/repositories/wechat-tokens'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import type { Instant } from '../time'
import { jssdkSignature } from './jssdk-signature'
import { WechatUnavailable, sharedCredential } from './wechat-tokens'

/** The longest page URL signed (browsers and WeChat go further; our pages never do). */
export const PAGE_URL_MAX = 2048

export const INVALID_PAGE_URL = '页面地址无效'
export const FOREIGN_PAGE_URL = '只能签名本校网站的页面地址'
export const WECHAT_UNAVAILABLE = '微信服务暂时不可用，请稍后再试'

/** What signing a page needs: the database, the official account, the time. */
export interface JssdkDeps {
  db: Kysely<Database>
  account: WechatAccount
  now: () => Instant
  /** A refresh failed while the kept ticket still works: worth a warning, not a failure. */
  onRefreshFailed: (error: unknown) => void
}

/**
 * The page URL to sign, without its fragment, when it is an http(s) page of one of `origins`
 * (the school's own); otherwise a 400 that says why. Kept raw: WeChat signs what the browser
 * has, not a re-encoded form of it.
 */
export function signablePageUrl(pageUrl: string, origins: readonly string[]): string {
  // Whitespace and control characters would be dropped by the URL parser, not by WeChat.
  if (pageUrl.length > PAGE_URL_MAX || /[\s\p{Cc}]/u.test(pageUrl)) {
    throw new ApiFailure(400, INVALID_PAGE_URL)
  }
  const url = pageUrl.split('#')[0]
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ApiFailure(400, INVALID_PAGE_URL)
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
    throw new ApiFailure(400, INVALID_PAGE_URL)
  }
  if (!origins.includes(parsed.origin)) throw new ApiFailure(400, FOREIGN_PAGE_URL)
  return url
}

/**
 * The account's jsapi_ticket, shared by the server processes (services/wechat-tokens.ts), and
 * the access_token it is fetched with. A token WeChat calls invalid is dropped and the ticket
 * asked once more with a new one.
 */
export async function jsapiTicket(deps: JssdkDeps): Promise<string> {
  const { account } = deps
  const tokenDeps = { ...deps, appId: account.appId }
  const accessToken = () =>
    sharedCredential(tokenDeps, 'access_token', () => account.fetchAccessToken())
  return sharedCredential(tokenDeps, 'jsapi_ticket', async () => {
    const token = await accessToken()
    try {
      return await account.fetchJsapiTicket(token)
    } catch (error) {
      if (!(error instanceof WechatRefused && ACCESS_TOKEN_INVALID.has(error.errcode ?? 0))) {
        throw error
      }
      await expireWechatToken(deps.db, { appId: account.appId, kind: 'access_token' }, token)
      return account.fetchJsapiTicket(await accessToken())
    }
  })
}

/**
 * POST /new/mm/jssdk/getconfig: what `wx.config` needs for a page of the school's own
 * origins. WeChat failing (or unreachable) is a 503, never a kept ticket.
 */
export async function jssdkConfig(
  deps: JssdkDeps,
  pageUrl: string,
  origins: readonly string[],
): Promise<JssdkConfig> {
  const url = signablePageUrl(pageUrl, origins)
  let ticket: string
  try {
    ticket = await jsapiTicket(deps)
  } catch (error) {
    if (error instanceof WechatRefused || error instanceof WechatUnavailable) {
      throw new ApiFailure(503, WECHAT_UNAVAILABLE, { cause: error })
    }
    throw error
  }
  const timestamp = Math.floor(deps.now() / 1000)
  // 12 random bytes: 16 characters of base64url.
  const nonceStr = randomBytes(12).toString('base64url')
  return {
    appId: deps.account.appId,
    timestamp,
    nonceStr,
    signature: jssdkSignature({ ticket, nonceStr, timestamp, url }),
  }
}
