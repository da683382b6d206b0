/** What the page asked of the JS-SDK: configs and share cards, in order. */
export interface WxCalls {
  config: { appId: string; signature: string; jsApiList: string[] }[]
  appMessage: { title: string; desc: string; link: string; imgUrl: string }[]
  timeline: { title: string; link: string; imgUrl: string }[]
}

/**
 * A JS-SDK stand-in put in every page before its scripts (WeChat's own cannot verify a
 * signature outside WeChat): it records each call in `window.__wx` and verifies every config.
 * The app uses a `wx` the page has instead of loading weixin-js-sdk.
 */
export function installWxStub(): void {
  const calls: WxCalls = { config: [], appMessage: [], timeline: [] }
  const page = window as unknown as { __wx: WxCalls; wx: unknown }
  page.__wx = calls
  page.wx = {
    config: (options: WxCalls['config'][number]) => calls.config.push(options),
    ready: (callback: () => void) => setTimeout(callback, 0),
    error: () => undefined,
    updateAppMessageShareData: (card: WxCalls['appMessage'][number]) => calls.appMessage.push(card),
    updateTimelineShareData: (card: WxCalls['timeline'][number]) => calls.timeline.push(card),
  }
}
