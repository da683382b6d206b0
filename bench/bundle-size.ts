// Prints the gzipped JS and CSS that a page (default /home) loads before it is interactive,
// as Chromium requests them from the real server. `--skip-build` measures the existing build.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../test/support/chromium'
import { startRealServer } from '../test/support/real-server'

const ROOT = path.resolve(__dirname, '..')
const DIST = path.join(ROOT, 'dist', 'h5')
const BUDGET_KB = 150

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const page = args.find((arg) => arg.startsWith('/')) ?? '/home'
  if (!args.includes('--skip-build') || !existsSync(path.join(DIST, 'index.html'))) {
    const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
    const build = spawnSync(taro, ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  const server = await startRealServer()
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const assets: string[] = []
  try {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true })
    tab.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (/\.(js|css)$/.test(pathname)) assets.push(pathname)
    })
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle' })
    await tab.getByRole('heading', { level: 1 }).waitFor()
  } finally {
    await browser.close()
    await server.stop()
  }

  const rows = assets.map((asset) => {
    const bytes = readFileSync(path.join(DIST, asset))
    return { asset, raw: bytes.length, gzip: gzipSync(bytes).length }
  })
  const kb = (n: number) => (n / 1024).toFixed(1)
  const total = (kind: string) =>
    rows.filter((row) => row.asset.endsWith(kind)).reduce((sum, row) => sum + row.gzip, 0)
  console.log(`\nAssets ${page} loads before it is interactive (gzip):`)
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${row.asset.padEnd(40)} ${kb(row.raw).padStart(8)} KB raw ${kb(row.gzip).padStart(7)} KB gzip`,
    )
  }
  const js = total('.js')
  const css = total('.css')
  console.log(
    `\nJS ${kb(js)} KB + CSS ${kb(css)} KB = ${kb(js + css)} KB gzipped (budget ${BUDGET_KB} KB)`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
