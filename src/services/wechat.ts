import type { JssdkConfig } from '@common/contracts/wechat'
import { isIOS, isWechat } from '@common/rules/user-agent'

/** A share card: what a friend sees in the chat or on Moments. Link and image are absolute. */
export interface ShareCard {
  title: string
  desc: string
  link: string
  imgUrl: string
}

/** The JS-SDK calls the app makes: weixin-js-sdk's `wx` (or one the page already has). */
export interface WxSdk {
  config(options: {
    debug: boolean
    appId: string
    timestamp: number
    nonceStr: string
    signature: string
    jsApiList: string[]
    openTagList: string[]
  }): void
  ready(callback: () => void): void
  error(callback: (result: { errMsg: string }) => void): void
  updateAppMessageShareData(card: ShareCard): void
  updateTimelineShareData(card: Omit<ShareCard, 'desc'>): void
}

/** What the service needs from the page and the server; tests pass their own. */
export interface WechatEnvironment {
  userAgent: string
  /** The URL the learner landed on: iOS WeChat signs it for the whole visit. */
  landingUrl: string
  currentUrl: () => string
  /** POST /new/mm/jssdk/getconfig {pageurl} */
  getConfig: (pageUrl: string) => Promise<JssdkConfig>
  /** weixin-js-sdk, loaded only inside WeChat. */
  loadSdk: () => Promise<WxSdk>
}

export interface Wechat {
  readonly inWechat: boolean
  /** Sets the page's share card; outside WeChat nothing, and never a failure. */
  share(card: ShareCard): Promise<void>
}

export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData']
export const OPEN_TAG_LIST = ['wx-open-subscribe']

/**
 * The URL WeChat checks the signature against (../shared/notes/wechat.md): on iOS the one the
 * learner landed on (a route change does not change it), elsewhere the current one; never
 * its fragment.
 */
export function signableUrl(userAgent: string, landingUrl: string, currentUrl: string): string {
  return (isIOS(userAgent) ? landingUrl : currentUrl).split('#')[0]
}

/**
 * The WeChat side of the H5 app: inside WeChat's browser it asks the server to sign the page
 * once per signable URL, configures the JS-SDK and sets share cards; elsewhere it does nothing.
 */
export function createWechat(env: WechatEnvironment): Wechat {
  const inWechat = isWechat(env.userAgent)
  let configured: { url: string; ready: Promise<WxSdk> } | null = null

  const configure = async (url: string): Promise<WxSdk> => {
    const [sdk, config] = await Promise.all([env.loadSdk(), env.getConfig(url)])
    await new Promise<void>((resolve, reject) => {
      sdk.ready(resolve)
      sdk.error((result) => reject(new Error(result.errMsg)))
      sdk.config({ debug: false, ...config, jsApiList: JS_API_LIST, openTagList: OPEN_TAG_LIST })
    })
    return sdk
  }

  const ready = (): Promise<WxSdk> => {
    const url = signableUrl(env.userAgent, env.landingUrl, env.currentUrl())
    if (configured?.url === url) return configured.ready
    const pending = configure(url)
    configured = { url, ready: pending }
    // A failed signature is asked again on the next share, not kept.
    pending.catch(() => {
      if (configured?.ready === pending) configured = null
    })
    return pending
  }

  return {
    inWechat,
    async share(card) {
      if (!inWechat) return
      try {
        const sdk = await ready()
        sdk.updateAppMessageShareData(card)
        sdk.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl })
      } catch (error) {
        // Sharing is a nicety: the page works without its card.
        console.warn('WeChat share card not set', error)
      }
    },
  }
}

/** Outside the H5 app (the mini-program, tests): a WeChat service that does nothing. */
export const NO_WECHAT: Wechat = { inWechat: false, share: async () => undefined }
