// config/taro-navigation-bar-off.mjs stands in for the navigation bar of Taro's H5 router.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const TARO_NAVIGATION_BAR = path.resolve(
  __dirname,
  '../../../node_modules/@tarojs/router/dist/navigationBar.js',
)

describe("the stand-in for Taro's H5 navigation bar", () => {
  it('should export what the router imports from navigationBar.js', () => {
    const source = readFileSync(TARO_NAVIGATION_BAR, 'utf8')
    expect(source).toMatch(/^export \{ initNavigationBar \};$/m)
  })

  it('should only replace a bar that H5 hides: the app asks for no navigation bar', () => {
    const globals = globalThis as { defineAppConfig?: (config: object) => object }
    globals.defineAppConfig = (config) => config
    const appConfig = (require('@/app.config') as { default: { window: object } }).default
    expect(appConfig.window).toMatchObject({ navigationStyle: 'custom' })
    delete globals.defineAppConfig
  })
})
