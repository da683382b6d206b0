import type { WechatConfig } from '../../config'
import { WechatRefused, type WechatAccount } from './account'

type OfficialConfig = Extract<WechatConfig, { provider: 'wechat' }>

const AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'
const ACCESS_TOKEN = 'https://api.weixin.qq.com/sns/oauth2/access_token'

/** The real official account: WeChat's 网页授权 endpoints. */
export function createOfficialAccount(
  config: OfficialConfig,
  fetchImpl: typeof fetch = fetch,
): WechatAccount {
  return {
    name: 'wechat',
    appId: config.appId,
    authorizeUrl(redirectUri, state) {
      // WeChat checks the parameters in this order, and needs the #wechat_redirect fragment.
      const query = [
        `appid=${config.appId}`,
        `redirect_uri=${encodeURIComponent(redirectUri)}`,
        'response_type=code',
        'scope=snsapi_base',
        `state=${encodeURIComponent(state)}`,
      ].join('&')
      return `${AUTHORIZE}?${query}#wechat_redirect`
    },
    async openidOf(code) {
      const query = new URLSearchParams({
        appid: config.appId,
        secret: config.secret,
        code,
        grant_type: 'authorization_code',
      })
      const response = await fetchImpl(`${ACCESS_TOKEN}?${query.toString()}`, {
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as {
        openid?: string
        errcode?: number
        errmsg?: string
      }
      if (!body.openid) {
        throw new WechatRefused(
          `网页授权 code refused: ${body.errcode ?? response.status} ${body.errmsg ?? ''}`.trim(),
        )
      }
      return body.openid
    },
  }
}
