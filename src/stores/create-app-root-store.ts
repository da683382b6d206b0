import { createApi } from '@/services/api'
import { readBootData } from '@/services/boot-data'
import { createErrorReporter, type ErrorReporter } from '@/services/error-report'
import { fetchTransport } from '@/services/fetch-transport'
import { createHttp } from '@/services/http'
import { currentAddress } from '@/services/navigation'
import {
  createPersistentCacheStorage,
  createPersistentStorage,
  createSessionStorage,
  documentCookieWriter,
  mirroredToCookies,
} from '@/services/storage'
import { FIRST_VIEW_HINT_KEYS, hintCookie } from '@common/constants/first-view'
import { keepingSessionToken } from '@/services/session-token'
import { taroTransport } from '@/services/taro-transport'
import { createWechat, NO_WECHAT, type Wechat, type WxSdk } from '@/services/wechat'
import { RootStore } from './root-store'
import { sessionEnded } from './session-policy'

/** The running app: its stores, and the error reporter the shell reports failures to. */
export interface AppRoot {
  root: RootStore
  reporter: ErrorReporter
}

/**
 * How long after the page's load the JS-SDK is fetched. It only sets the share cards, which a
 * learner reaches through WeChat's menu once the page is up: fetched at once, its 4 KB and its
 * start-up work were on every page's first load inside WeChat (its 150 KB budget). A share in
 * the first moments gets WeChat's own card (the page's title and address).
 */
export const WX_SDK_DELAY_MS = 1500

/** Resolves WX_SDK_DELAY_MS after the page's load event (at once counted from now if past). */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, WX_SDK_DELAY_MS)
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
  })
}

/**
 * weixin-js-sdk, its own chunk, fetched only inside WeChat and after the page has loaded; a
 * `wx` the page already has (WeChat injects none, but a test or a host page may) is used as it
 * is.
 */
const loadWxSdk =
  process.env.TARO_ENV === 'h5'
    ? async (): Promise<WxSdk> => {
        const own = (window as { wx?: WxSdk }).wx
        if (own) return own
        await afterPageLoad()
        const sdk = await import(/* webpackChunkName: "wx-sdk" */ 'weixin-js-sdk')
        return (sdk.default ?? sdk) as unknown as WxSdk
      }
    : null

/** The WeChat service of the H5 app, with the URL the learner landed on (iOS signs it). */
function browserWechat(
  landingUrl: string,
  getConfig: Parameters<typeof createWechat>[0]['getConfig'],
): Wechat {
  if (!loadWxSdk || typeof window === 'undefined') return NO_WECHAT
  return createWechat({
    userAgent: navigator.userAgent,
    landingUrl: landingUrl || window.location.href,
    currentUrl: () => window.location.href,
    getConfig,
    loadSdk: loadWxSdk,
  })
}

/**
 * The production RootStore: same-origin API over fetch (H5) or Taro's request, the real
 * storages, and the request layer's handlers: a 401 ends the session (session-policy.ts),
 * server failures go to the error report.
 */
export function createAppRoot(landingUrl = ''): AppRoot {
  // On H5 the bank home's remembered choices are copied to cookies for the server's first view.
  const localStorage =
    process.env.TARO_ENV === 'h5'
      ? mirroredToCookies(
          createPersistentStorage(),
          FIRST_VIEW_HINT_KEYS,
          hintCookie,
          documentCookieWriter(),
        )
      : createPersistentStorage()
  // The mini-program has no cookies: its session goes in the token header.
  const session =
    process.env.TARO_ENV === 'h5' ? null : keepingSessionToken(taroTransport, localStorage)
  const transport = session?.transport ?? fetchTransport
  const baseUrl = process.env.TARO_APP_API_BASE ?? ''
  const reporter = createErrorReporter({
    transport,
    baseUrl,
    appVersion: process.env.TARO_APP_VERSION ?? 'dev',
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    currentPath: currentAddress,
  })
  const http = createHttp({
    transport,
    baseUrl,
    storage: createPersistentCacheStorage(),
    getToken: session?.token,
    preloaded: process.env.TARO_ENV === 'h5' ? readBootData() : undefined,
  })
  const api = createApi(http)
  const root = new RootStore({
    api,
    sessionStorage: createSessionStorage(),
    localStorage,
    wechat: browserWechat(landingUrl, api.wechat.jssdkConfig),
  })
  http.setHandlers({
    onUnauthorized: () => sessionEnded(root.app),
    reportError: (error) =>
      reporter.report({
        kind: 'server',
        call: error.path,
        status: error.code,
        message: error.detail ? `${error.message}（${error.detail}）` : error.message,
      }),
  })
  return { root, reporter }
}
