/**
 * Whether a browser is a phone's or a tablet's (or WeChat's, which runs the H5 app on any
 * device): the bank home sends other browsers to the desktop bank (spec §2).
 */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return false
  return /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|MicroMessenger/i.test(
    userAgent,
  )
}

/** Whether a browser is WeChat's in-app browser (JSAPI payment and the JS-SDK work there). */
export function isWechat(userAgent: string | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? '')
}

/** iPhone, iPad (also iPadOS asking for the desktop site) and iPod: WebKit plays HLS itself. */
export function isIOS(userAgent: string | undefined, touchPoints = 0): boolean {
  const ua = userAgent ?? ''
  return /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && touchPoints > 1)
}
