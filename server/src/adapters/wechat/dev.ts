import { WechatRefused, type WechatAccount } from './account'

/** The dev account's AppID: not a real one, so that nothing is ever sent to WeChat with it. */
export const DEV_APP_ID = 'wxdev0000000000000'

/** An openid as WeChat forms them: 28 characters of letters, digits, - and _. */
export const OPENID = /^o[\w-]{27}$/

/**
 * Stands in for the official account offline (WECHAT_PROVIDER=dev, refused in production):
 * authorizing goes to /api/dev/wechat/authorize, which comes straight back with a code that
 * names the browser's stand-in openid; exchanging the code reads it back.
 */
export function createDevAccount(): WechatAccount {
  return {
    name: 'dev',
    appId: DEV_APP_ID,
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: DEV_APP_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      })
      return `/api/dev/wechat/authorize?${query.toString()}`
    },
    async openidOf(code) {
      const openid = code.startsWith('devcode_') ? code.slice('devcode_'.length) : ''
      if (!OPENID.test(openid)) throw new WechatRefused(`invalid code: ${code.slice(0, 40)}`)
      return openid
    },
  }
}
