import { existsSync } from 'node:fs'

/**
 * Debian's Chromium, in its headless-shell build when the machine has it (the package
 * chromium-headless-shell, the same Chromium as /usr/bin/chromium without the browser around
 * it: what Playwright itself runs for headless tests). On two cores it runs the end-to-end
 * suite in about half the time, since the full browser's own processes are half the CPU.
 * CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium'

/** The full browser, for what measures a real page load as a phone would (Lighthouse). */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** How Chromium is launched here: headless, as root, with no outside traffic. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** WeChat's in-app browser on an iPhone: where learners open the app (and the bank stays mobile). */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN'
