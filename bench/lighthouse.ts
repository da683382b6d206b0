// Lighthouse mobile runs (default throttling) against the real server, in Debian's Chromium:
// performance score, FCP, LCP, TBT and CLS per page, each the median of its runs, in one table.
// `npx tsx bench/lighthouse.ts [--skip-build] [--runs=N] [/path ...]`; `--skip-build` uses dist/h5.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_LAUNCH_OPTIONS, FULL_CHROMIUM_PATH } from '../test/support/chromium'
import { startRealServer } from '../test/support/real-server'

const ROOT = path.resolve(__dirname, '..')
const DEFAULT_PAGES = ['/home', '/course', '/study/course/1', '/test']

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** The middle value (the lower middle of an even count): runs on a shared machine are noisy. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const asked = args.filter((arg) => arg.startsWith('/'))
  const pages = asked.length > 0 ? asked : DEFAULT_PAGES
  const runCount = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3)
  if (!args.includes('--skip-build') || !existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
    const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
    const build = spawnSync(taro, ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = await startRealServer()
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_LAUNCH_OPTIONS.args, '--headless=new'],
  })
  const results = new Map<string, Run[]>()
  // Runs Lighthouse could not score (on this machine now and then one in a few dozen): named by
  // Lighthouse's error code, and left out of the medians rather than counted as a score of 0.
  const failures = new Map<string, string[]>()
  try {
    for (const page of pages) {
      const runs: Run[] = []
      for (let i = 0; i < runCount; i += 1) {
        const result = await lighthouse(`${server.baseUrl}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`)
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          const code = lhr.runtimeError?.code ?? 'NO_SCORE'
          failures.set(page, [...(failures.get(page) ?? []), code])
          continue
        }
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
        })
      }
      results.set(page, runs)
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }

  console.log(
    `\nLighthouse mobile (default throttling), median of ${runCount} runs per metric (scores seen):`,
  )
  console.log('  page              score   FCP s   LCP s  TBT ms    CLS  scores')
  for (const [page, runs] of results) {
    const failed = failures.get(page) ?? []
    if (runs.length === 0) {
      console.log(`  ${page.padEnd(16)} no run measured: ${failed.join(', ')}`)
      continue
    }
    const m = (key: keyof Run) => median(runs.map((run) => run[key]))
    console.log(
      `  ${page.padEnd(16)} ${String(m('score')).padStart(6)} ${(m('fcp') / 1000).toFixed(2).padStart(7)} ${(m('lcp') / 1000).toFixed(2).padStart(7)} ${String(Math.round(m('tbt'))).padStart(7)} ${m('cls').toFixed(3).padStart(6)}  ${runs.map((run) => run.score).join(' ')}${failed.length > 0 ? `  (not measured: ${failed.join(', ')})` : ''}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
