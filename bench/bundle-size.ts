// Prints the gzipped JS and CSS that each page loads before it is interactive, as Chromium
// requests them from the real server, in one table, and the chunks that several pages share.
// `npx tsx bench/bundle-size.ts [--skip-build] [--files] [/path ...]`: the default pages are
// the tabs, the course page and a sample of the other kinds of page; `--skip-build` measures
// the existing build; `--files` also lists every file of every page.
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS, WECHAT_USER_AGENT } from '../test/support/chromium'
import {
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_PAGES,
  firstLoadAssets,
  gzipBytes,
  type LoadedAsset,
} from '../test/support/first-load'
import { startRealServer } from '../test/support/real-server'
import { benchBuild } from './app-build'

/** The JS and CSS files a fresh visitor's browser (WeChat's, on a phone) fetches for a page. */
async function pageAssets(browser: Browser, url: string): Promise<LoadedAsset[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: WECHAT_USER_AGENT,
  })
  try {
    return await firstLoadAssets(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const asked = args.filter((arg) => arg.startsWith('/'))
  const pages: readonly string[] = asked.length > 0 ? asked : FIRST_LOAD_PAGES
  const build = benchBuild(args)
  const server = await startRealServer({ env: { STATIC_DIR: build.dir } })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const byPage = new Map<string, LoadedAsset[]>()
  try {
    for (const page of pages)
      byPage.set(page, await pageAssets(browser, `${server.baseUrl}${page}`))
  } finally {
    await browser.close()
    await server.stop()
  }
  // Every file was measured as its page was read: the build can go.
  build.dispose()

  if (args.includes('--files')) {
    for (const [page, assets] of byPage) {
      console.log(`\n${page}:`)
      for (const a of [...assets].sort((x, y) => y.gzip - x.gzip)) {
        console.log(
          `  ${a.file.padEnd(32)} ${kb(a.raw).padStart(7)} KB raw ${kb(a.gzip).padStart(6)} KB gzip`,
        )
      }
    }
  }

  console.log(`\nFirst load per page, gzip (budget ${FIRST_LOAD_BUDGET_KB} KB):`)
  console.log('  page                  JS KB   CSS KB  total KB  files')
  for (const [page, assets] of byPage) {
    const js = gzipBytes(assets, '.js')
    const css = gzipBytes(assets, '.css')
    const over = js + css > FIRST_LOAD_BUDGET_KB * 1024 ? '  over budget' : ''
    console.log(
      `  ${page.padEnd(20)} ${kb(js).padStart(6)} ${kb(css).padStart(8)} ${kb(js + css).padStart(9)}  ${String(assets.length).padStart(5)}${over}`,
    )
  }

  const users = new Map<string, { asset: LoadedAsset; pages: string[] }>()
  for (const [page, assets] of byPage) {
    for (const asset of assets) {
      const user = users.get(asset.file) ?? { asset, pages: [] }
      user.pages.push(page)
      users.set(asset.file, user)
    }
  }
  const shared = [...users.values()].filter(({ pages: list }) => list.length > 1)
  console.log('\nFiles loaded by more than one of these pages (gzip KB, pages):')
  for (const { asset, pages: list } of shared.sort((x, y) => y.asset.gzip - x.asset.gzip)) {
    const who = list.length === byPage.size ? 'all' : list.join(' ')
    console.log(`  ${asset.file.padEnd(32)} ${kb(asset.gzip).padStart(6)}  ${who}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
