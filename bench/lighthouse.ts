// Lighthouse mobile runs (default throttling) of /home and /course against the real server,
// in Debian's Chromium: performance score, LCP, CLS and TBT. `--skip-build` uses dist/h5.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_LAUNCH_OPTIONS } from '../test/support/chromium'
import { startRealServer } from '../test/support/real-server'

const ROOT = path.resolve(__dirname, '..')
const PAGES = ['/home', '/course']

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (!args.includes('--skip-build') || !existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
    const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
    const build = spawnSync(taro, ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = await startRealServer()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: [...CHROMIUM_LAUNCH_OPTIONS.args, '--headless=new'],
  })
  try {
    console.log('\nLighthouse mobile (default throttling), median of 3 runs:')
    for (const page of PAGES) {
      const runs = []
      for (let i = 0; i < 3; i += 1) {
        const result = await lighthouse(`${server.baseUrl}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`)
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
        })
      }
      const median = runs.sort((a, b) => a.score - b.score)[1]
      console.log(
        `  ${page.padEnd(8)} performance ${median.score}  LCP ${(median.lcp / 1000).toFixed(2)} s  CLS ${median.cls.toFixed(3)}  TBT ${Math.round(median.tbt)} ms`,
      )
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
