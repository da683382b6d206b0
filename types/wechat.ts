// WeChat inside the H5 app (issue 17; ../shared/notes/wechat.md). Shared by app and server.

/**
 * POST /new/mm/jssdk/getconfig {pageurl}: what `wx.config` needs for that page, besides the
 * jsApiList the page asks for. The signature covers the page URL without its `#` fragment.
 */
export interface JssdkConfig {
  /** The official account's AppID. */
  appId: string
  /** Seconds since the epoch, when the server signed. */
  timestamp: number
  /** A random string (16+ URL-safe characters). */
  nonceStr: string
  /** sha1 hex of jsapi_ticket, noncestr, timestamp and url (WeChat's JS-SDK 附录1). */
  signature: string
}

/**
 * POST /api/wechat/mini/openid {code} (form or JSON, login required): the code `wx.login` gave
 * the mini-program (1 to 128 of A-Z a-z 0-9 _ -), exchanged for the learner's openid, kept on
 * the session for paying in the mini-program. Answers result null; 400 缺少登录凭证 (no good
 * code), 400 登录凭证无效，请重试 (WeChat refused the code), 503 微信服务暂时不可用，请稍后再试,
 * 503 小程序未配置.
 */
export interface MiniOpenidPayload {
  code: string
}
