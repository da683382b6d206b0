import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The docs' screenshots (`npm run docs:screenshots`): the main screens at 390 px, light and
 * night where a screen has a night mode, against the real server like the e2e suite, written
 * to docs/screenshots. Not part of `npm test`: a screenshot is looked at, not asserted.
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  workers: 1,
  use: { ...base.use, deviceScaleFactor: 1 },
})
