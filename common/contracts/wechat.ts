import { Type, type Static } from 'typebox'

/** POST /new/mm/jssdk/getconfig's body: the page to sign (checked by services/jssdk.ts). */
export const JssdkConfigBody = Type.Object({ pageurl: Type.String() })

/** What wx.config takes, signed for the page's URL. */
export const JssdkConfigSchema = Type.Object({
  /** The official account's AppID. */
  appId: Type.String(),
  /** Seconds since the epoch, when the server signed. */
  timestamp: Type.Integer(),
  /** A random string (16+ URL-safe characters). */
  nonceStr: Type.String(),
  /** sha1 hex of jsapi_ticket, noncestr, timestamp and url (WeChat's JS-SDK 附录1). */
  signature: Type.String(),
})

/** POST /api/wechat/mini/openid's body: wx.login's code. */
export const MiniOpenidBody = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' }),
})

/**
 * POST /new/mm/jssdk/getconfig {pageurl}: what `wx.config` needs for that page, besides the
 * jsApiList the page asks for. The signature covers the page URL without its `#` fragment.
 */
export type JssdkConfig = Static<typeof JssdkConfigSchema>

/**
 * POST /api/wechat/mini/openid {code} (form or JSON, login required): the code `wx.login` gave
 * the mini-program (1 to 128 of A-Z a-z 0-9 _ -), exchanged for the learner's openid, kept on
 * the session for paying in the mini-program. Answers result null; 400 缺少登录凭证 (no good
 * code), 400 登录凭证无效，请重试 (WeChat refused the code), 503 微信服务暂时不可用，请稍后再试,
 * 503 小程序未配置.
 */
export type MiniOpenidPayload = Static<typeof MiniOpenidBody>
