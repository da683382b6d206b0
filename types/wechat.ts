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
