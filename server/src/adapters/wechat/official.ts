import type { WechatConfig } from '../../config'
import { WechatRefused, type WechatAccount, type WechatCredential } from './account'

type OfficialConfig = Extract<WechatConfig, { provider: 'wechat' }>

const AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'

/** What WeChat's cgi-bin and sns endpoints answer: the fields asked for, or errcode/errmsg. */
interface WechatAnswer {
  openid?: string
  access_token?: string
  ticket?: string
  expires_in?: number
  errcode?: number
  errmsg?: string
}

/**
 * The real official account and mini-program: WeChat's 网页授权, jscode2session and cgi-bin
 * endpoints, at config.apiBase.
 */
export function createOfficialAccount(
  config: OfficialConfig,
  fetchImpl: typeof fetch = fetch,
): WechatAccount {
  /** GETs a WeChat endpoint; a network failure or a non-JSON answer is a refusal too. */
  async function ask(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    const url = `${config.apiBase}${path}?${new URLSearchParams(query).toString()}`
    let response: Response
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    } catch (error) {
      throw new WechatRefused(`${path} unreachable: ${(error as Error).message}`)
    }
    const body = (await response.json().catch(() => ({}))) as WechatAnswer
    if (!response.ok && body.errcode === undefined) {
      throw new WechatRefused(`${path} answered HTTP ${response.status}`)
    }
    return body
  }

  /** A credential from an answer, or the refusal it carries (errcode 0 is a success). */
  function credentialOf(path: string, body: WechatAnswer, value?: string): WechatCredential {
    const expiresInSeconds = Number(body.expires_in)
    if (!value || (body.errcode ?? 0) !== 0 || !(expiresInSeconds > 0)) {
      throw new WechatRefused(
        `${path} refused: ${body.errcode ?? 'no value'} ${body.errmsg ?? ''}`.trim(),
        body.errcode ?? null,
      )
    }
    return { value, expiresInSeconds }
  }

  return {
    name: 'wechat',
    appId: config.appId,
    miniAppId: config.mini?.appId ?? null,
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
      const body = await ask('/sns/oauth2/access_token', {
        appid: config.appId,
        secret: config.secret,
        code,
        grant_type: 'authorization_code',
      })
      if (!body.openid) {
        throw new WechatRefused(
          `网页授权 code refused: ${body.errcode ?? ''} ${body.errmsg ?? ''}`.trim(),
          body.errcode ?? null,
        )
      }
      return body.openid
    },
    async fetchAccessToken() {
      const path = '/cgi-bin/token'
      const body = await ask(path, {
        grant_type: 'client_credential',
        appid: config.appId,
        secret: config.secret,
      })
      return credentialOf(path, body, body.access_token)
    },
    async fetchJsapiTicket(accessToken) {
      const path = '/cgi-bin/ticket/getticket'
      const body = await ask(path, { access_token: accessToken, type: 'jsapi' })
      return credentialOf(path, body, body.ticket)
    },
    async miniProgramSession(code) {
      if (!config.mini) throw new WechatRefused('no mini-program configured')
      const body = await ask('/sns/jscode2session', {
        appid: config.mini.appId,
        secret: config.mini.secret,
        js_code: code,
        grant_type: 'authorization_code',
      })
      if (!body.openid || (body.errcode ?? 0) !== 0) {
        throw new WechatRefused(
          `jscode2session refused: ${body.errcode ?? 'no openid'} ${body.errmsg ?? ''}`.trim(),
          body.errcode ?? null,
        )
      }
      return { openid: body.openid }
    },
  }
}
