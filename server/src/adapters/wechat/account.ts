/** The school's official account (公众号), as far as the server talks to WeChat. */
export interface WechatAccount {
  readonly name: 'dev' | 'wechat'
  readonly appId: string
  /**
   * Where to send the browser for 网页授权 snsapi_base (silent: no consent page); WeChat comes
   * back to redirectUri with `code` and `state`.
   */
  authorizeUrl(redirectUri: string, state: string): string
  /** The user's openid for this account, from a code WeChat gave back (each code works once). */
  openidOf(code: string): Promise<string>
}

/** WeChat refused the call (a used or expired code, a wrong secret…). */
export class WechatRefused extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'WechatRefused'
  }
}
