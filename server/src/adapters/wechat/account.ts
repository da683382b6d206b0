/** A credential WeChat hands out for a while (access_token, jsapi_ticket). */
export interface WechatCredential {
  value: string
  /** Seconds it stays valid from when WeChat gave it (7200 for both today). */
  expiresInSeconds: number
}

/** The school's official account (公众号) and mini-program, as far as the server talks to WeChat. */
export interface WechatAccount {
  readonly name: 'dev' | 'wechat'
  readonly appId: string
  /** The mini-program's AppID; null when the school has none configured. */
  readonly miniAppId: string | null
  /**
   * Where to send the browser for 网页授权 snsapi_base (silent: no consent page); WeChat comes
   * back to redirectUri with `code` and `state`.
   */
  authorizeUrl(redirectUri: string, state: string): string
  /** The user's openid for this account, from a code WeChat gave back (each code works once). */
  openidOf(code: string): Promise<string>
  /**
   * A new access_token for the account (cgi-bin/token). WeChat limits how many a day: callers
   * keep it (services/wechat-tokens.ts), never fetch one per request.
   */
  fetchAccessToken(): Promise<WechatCredential>
  /** A new JS-SDK jsapi_ticket (cgi-bin/ticket/getticket), as rate-limited as the token. */
  fetchJsapiTicket(accessToken: string): Promise<WechatCredential>
  /**
   * The mini-program user's openid from a wx.login code (sns/jscode2session; each code works
   * once). The session_key WeChat gives with it is not kept: nothing here decrypts user data.
   */
  miniProgramSession(code: string): Promise<{ openid: string }>
}

/** WeChat's errcodes for a wx.login code it will not take: invalid (40029) or used (40163). */
export const LOGIN_CODE_REFUSED = new Set([40029, 40163])

/** WeChat's errcodes that say the access_token given is not (or no longer) valid. */
export const ACCESS_TOKEN_INVALID = new Set([40001, 40014, 42001])

/** WeChat refused the call (a used or expired code, a wrong secret…). */
export class WechatRefused extends Error {
  constructor(
    reason: string,
    /** WeChat's errcode, when it answered with one. */
    readonly errcode: number | null = null,
  ) {
    super(reason)
    this.name = 'WechatRefused'
  }
}
