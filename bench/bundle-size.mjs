#!/usr/bin/env node
// Prints the gzipped JS and CSS that /home loads before it is interactive, as the browser
// requests them from the real server. `--skip-build` measures the existing dist/h5.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist', 'h5')
const BUDGET_KB = 150
const PAGE = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/home'

if (!process.argv.includes('--skip-build') || !existsSync(path.join(DIST, 'index.html'))) {
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'))
const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: path.join(dataDir, 'bench.sqlite'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})
const base = `http://127.0.0.1:${port}`
for (let i = 0; i < 150; i += 1) {
  const ok = await fetch(`${base}/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  await new Promise((resolve) => setTimeout(resolve, 200))
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true })
const assets = []
page.on('response', (response) => {
  const { pathname } = new URL(response.url())
  if (/\.(js|css)$/.test(pathname)) assets.push(pathname)
})
await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' })
await page.getByRole('heading', { level: 1 }).waitFor()
await browser.close()
server.kill('SIGTERM')
rmSync(dataDir, { recursive: true, force: true })

const rows = assets.map((asset) => {
  const bytes = readFileSync(path.join(DIST, asset))
  return { asset, raw: bytes.length, gzip: gzipSync(bytes).length }
})
const kb = (n) => (n / 1024).toFixed(1)
const total = (kind) =>
  rows.filter((row) => row.asset.endsWith(kind)).reduce((sum, row) => sum + row.gzip, 0)
console.log(`\nAssets ${PAGE} loads before it is interactive (gzip):`)
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
