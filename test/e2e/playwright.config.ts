import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium'

/** End-to-end tests: Debian's Chromium as a WeChat in-app browser on a phone, against the real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two browsers share the one server: files run side by side, each file's tests in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
    // Failures get a screenshot from the failureScreenshot fixture (fixtures.ts).
    screenshot: 'off',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
})
