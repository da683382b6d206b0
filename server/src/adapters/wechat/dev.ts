import { createHash } from 'node:crypto'
import { DEV_MINI_APP_ID } from '../../config'
import { WechatRefused, type WechatAccount } from './account'

/** The dev account's AppID: not a real one, so that nothing is ever sent to WeChat with it. */
export const DEV_APP_ID = 'wxdev0000000000000'

/**
 * The dev account's jsapi_ticket: fixed, so that a page's signature can be checked offline
 * (`npm run wechat:sign -- --ticket …`); WeChat would refuse it, as it refuses the AppID.
 */
export const DEV_JSAPI_TICKET = 'devticket_offline_not_from_wechat'

/** Seconds WeChat's access_token and jsapi_ticket last; the dev ones last as long. */
const CREDENTIAL_SECONDS = 7200

/** An openid as WeChat forms them: 28 characters of letters, digits, - and _. */
export const OPENID = /^o[\w-]{27}$/

/**
 * Stands in for the official account offline (WECHAT_PROVIDER=dev, refused in production):
 * authorizing goes to /api/dev/wechat/authorize, which comes straight back with a code that
 * names the browser's stand-in openid; exchanging the code reads it back. The access_token and
 * the JS-SDK ticket are fixed local values: no network. The mini-program's codes each stand for
 * an openid made from them.
 */
export function createDevAccount(miniAppId: string = DEV_MINI_APP_ID): WechatAccount {
  return {
    name: 'dev',
    appId: DEV_APP_ID,
    miniAppId,
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
    async fetchAccessToken() {
      return { value: 'devtoken_offline_not_from_wechat', expiresInSeconds: CREDENTIAL_SECONDS }
    },
    async fetchJsapiTicket() {
      return { value: DEV_JSAPI_TICKET, expiresInSeconds: CREDENTIAL_SECONDS }
    },
    async miniProgramSession(code) {
      // The same code gives the same openid, so a developer can tell which code made which.
      return { openid: devMiniOpenid(code) }
    },
  }
}

/** The dev mini-program's openid for a wx.login code: dev-mini- and 16 hex of its sha1. */
export function devMiniOpenid(code: string): string {
  return `dev-mini-${createHash('sha1').update(code).digest('hex').slice(0, 16)}`
}
