import type { Kysely } from 'kysely'
import { LOGIN_CODE_REFUSED, WechatRefused, type WechatAccount } from '../adapters/wechat'
import type { Database } from '../db/schema'
import { setSessionOpenid } from '../db/repositories/sessions'
import { ApiFailure } from '../errors'
import { WECHAT_UNAVAILABLE } from './jssdk'

/** The mini-program's calls when the school has not configured one (WECHAT_MINI_APPID). */
export const MINI_UNCONFIGURED = '小程序未配置'

/** A wx.login code WeChat would not take: the mini-program logs in to WeChat again. */
export const LOGIN_CODE_INVALID = '登录凭证无效，请重试'

/**
 * POST /api/wechat/mini/openid: the openid of the mini-program's user, from its wx.login code,
 * kept on the session with the mini-program's AppID, as 网页授权 keeps the official account's
 * (services/wechat-auth.ts). A session lives in one client, a browser or the mini-program, so
 * its one openid column never has to hold both.
 */
export async function keepMiniOpenid(
  db: Kysely<Database>,
  account: WechatAccount,
  sessionId: string,
  code: string,
): Promise<void> {
  if (account.miniAppId === null) throw new ApiFailure(503, MINI_UNCONFIGURED)
  let openid: string
  try {
    ;({ openid } = await account.miniProgramSession(code))
  } catch (error) {
    if (!(error instanceof WechatRefused)) throw error
    if (error.errcode !== null && LOGIN_CODE_REFUSED.has(error.errcode)) {
      throw new ApiFailure(400, LOGIN_CODE_INVALID, { cause: error })
    }
    throw new ApiFailure(503, WECHAT_UNAVAILABLE, { cause: error })
  }
  await setSessionOpenid(db, sessionId, account.miniAppId, openid)
}
