import { Type } from 'typebox'

/** POST /new/mm/jssdk/getconfig's body: the page to sign (checked by services/jssdk.ts). */
export const JssdkConfigBody = Type.Object({ pageurl: Type.String() })

/** types/wechat.ts JssdkConfig. */
export const JssdkConfigSchema = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
})

/** POST /api/wechat/mini/openid's body (types/wechat.ts MiniOpenidPayload): wx.login's code. */
export const MiniOpenidBody = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' }),
})
