// Prints the gzipped JS and CSS that each page loads before it is interactive, as Chromium
// requests them from the real server, in one table, and the chunks that several pages share.
// `npx tsx bench/bundle-size.ts [--skip-build] [--files] [/path ...]`: the default pages are
// the tabs, the course page and a sample of the other kinds of page; `--skip-build` measures
// the existing build; `--files` also lists every file of every page.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS, WECHAT_USER_AGENT } from '../test/support/chromium'
import { startRealServer } from '../test/support/real-server'
import { benchBuild } from './app-build'

/** The build measured (bench/app-build.ts). */
let dist = ''
const BUDGET_KB = 150

/** The tabs, the course page, and one page of each other kind (lists, forms, Stencil parts). */
const DEFAULT_PAGES = [
  '/home',
  '/course',
  '/study/course/1',
  '/test',
  '/user',
  '/login',
  '/search',
  '/goodsStore',
  '/live',
  '/home/list/0',
  '/study/class/1',
  '/user/feedback',
]

interface Asset {
  file: string
  raw: number
  gzip: number
}

const gzipCache = new Map<string, Asset>()

function measure(file: string): Asset {
  const known = gzipCache.get(file)
  if (known) return known
  const bytes = readFileSync(path.join(dist, file))
  const asset = { file, raw: bytes.length, gzip: gzipSync(bytes).length }
  gzipCache.set(file, asset)
  return asset
}

/** The JS and CSS files a fresh visitor's browser fetches until the page is idle. */
async function pageAssets(browser: Browser, url: string): Promise<Asset[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: WECHAT_USER_AGENT,
  })
  const files = new Set<string>()
  try {
    const tab = await context.newPage()
    tab.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (/\.(js|css)$/.test(pathname)) files.add(pathname.replace(/^\//, ''))
    })
    await tab.goto(url, { waitUntil: 'networkidle' })
    await tab.getByRole('heading', { level: 1 }).waitFor()
  } finally {
    await context.close()
  }
  return [...files].map(measure)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const sum = (assets: Asset[], ext: string) =>
  assets.filter((a) => a.file.endsWith(ext)).reduce((total, a) => total + a.gzip, 0)

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const asked = args.filter((arg) => arg.startsWith('/'))
  const pages = asked.length > 0 ? asked : DEFAULT_PAGES
  const build = benchBuild(args)
  dist = build.dir
  const server = await startRealServer({ env: { STATIC_DIR: build.dir } })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const byPage = new Map<string, Asset[]>()
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

  console.log(`\nFirst load per page, gzip (budget ${BUDGET_KB} KB):`)
  console.log('  page                  JS KB   CSS KB  total KB  files')
  for (const [page, assets] of byPage) {
    const js = sum(assets, '.js')
    const css = sum(assets, '.css')
    const over = js + css > BUDGET_KB * 1024 ? '  over budget' : ''
    console.log(
      `  ${page.padEnd(20)} ${kb(js).padStart(6)} ${kb(css).padStart(8)} ${kb(js + css).padStart(9)}  ${String(assets.length).padStart(5)}${over}`,
    )
  }

  const users = new Map<string, string[]>()
  for (const [page, assets] of byPage) {
    for (const a of assets) users.set(a.file, [...(users.get(a.file) ?? []), page])
  }
  const shared = [...users.entries()].filter(([, list]) => list.length > 1)
  console.log('\nFiles loaded by more than one of these pages (gzip KB, pages):')
  for (const [file, list] of shared.sort((x, y) => measure(y[0]).gzip - measure(x[0]).gzip)) {
    const who = list.length === byPage.size ? 'all' : list.join(' ')
    console.log(`  ${file.padEnd(32)} ${kb(measure(file).gzip).padStart(6)}  ${who}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
