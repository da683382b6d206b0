import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS, WECHAT_USER_AGENT } from '../support/chromium'

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
    userAgent: WECHAT_USER_AGENT,
    // Failures get a screenshot from the failureScreenshot fixture (fixtures.ts).
    screenshot: 'off',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
})
