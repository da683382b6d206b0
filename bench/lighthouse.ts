// Lighthouse mobile runs (default simulated throttling) against the real server, in Debian's
// Chromium: performance score, FCP, LCP, TBT and CLS per page, as a visitor and as a logged-in
// learner, each the median of its runs, in one table, against issue 27's budget (score ≥ 95,
// LCP ≤ 2.0 s). `npx tsx bench/lighthouse.ts [--skip-build] [--runs N] [--max-load L] [--why] [/path …]`;
// `--why` names each run's largest paint.
// A run starts only while the one-minute load average is at most --max-load (1 by default),
// waiting up to two minutes for it: on a busy machine the figures say more about the machine.
import { loadavg } from 'node:os'
import { CHROMIUM_LAUNCH_OPTIONS, FULL_CHROMIUM_PATH } from '../test/support/chromium'
import { startRealServer } from '../test/support/real-server'
import { TestDatabase } from '../test/e2e/support/database'
import { benchBuild } from './app-build'
import { countOption } from './options'

const DEFAULT_PAGES = ['/home', '/course', '/study/course/1', '/test', '/live', '/user']
const BUDGET = { score: 95, lcpMs: 2000 }
const LOAD_WAIT_MS = 2 * 60 * 1000

interface Run {
  score: number
  fcp: number
  lcp: number
  /** The largest paint as the trace saw it, before Lighthouse's simulation of a slow phone. */
  observedLcp: number
  tbt: number
  cls: number
}

/** The middle value (the lower middle of an even count): runs on a shared machine are noisy. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

function maxLoadOption(args: string[]): number {
  const index = args.indexOf('--max-load')
  const value = index >= 0 ? Number(args[index + 1]) : 1
  if (!(value > 0)) throw new Error('--max-load must be a positive number')
  return value
}

/** Whether the machine came down to `maxLoad` within the wait. */
async function quietMachine(maxLoad: number): Promise<boolean> {
  const deadline = Date.now() + LOAD_WAIT_MS
  while (loadavg()[0] > maxLoad) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  return true
}

/** The largest paint's element, as Lighthouse quotes it (`--why`). */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown'
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const asked = args.filter((arg) => arg.startsWith('/'))
  const pages = asked.length > 0 ? asked : DEFAULT_PAGES
  const runCount = countOption('runs', 5)
  const maxLoad = maxLoadOption(args)
  const build = benchBuild(args)
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = await startRealServer({ env: { STATIC_DIR: build.dir } })
  const database = new TestDatabase(server.sqliteFile)
  const learner = await database.createLearner('跑分学员')
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_LAUNCH_OPTIONS.args, '--headless=new'],
  })
  // Each run starts from the cookies of who runs it: none (the app's own from an earlier run
  // gone too), or a learner's session. Set in the browser, as Lighthouse keeps its cookies.
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const cookiesOf = async (sessionId: string | null) => {
    const tab = await browser.newPage()
    const cdp = await tab.createCDPSession()
    await cdp.send('Network.clearBrowserCookies')
    if (sessionId) {
      await cdp.send('Network.setCookie', {
        name: 'sid',
        value: sessionId,
        url: server.baseUrl,
        httpOnly: true,
      })
    }
    await tab.close()
  }
  const who = [
    { name: 'visitor', sessionId: null },
    { name: 'learner', sessionId: learner.sessionId },
  ]
  const results = new Map<string, Run[]>()
  let environment = ''
  // Runs not counted: Lighthouse's error code (on this machine now and then one in a few
  // dozen), or a machine too busy to measure on. Left out of the medians, not counted as 0.
  const failures = new Map<string, string[]>()
  const fail = (key: string, why: string) => failures.set(key, [...(failures.get(key) ?? []), why])
  try {
    for (const page of pages) {
      for (const { name, sessionId } of who) {
        const key = `${page} ${name}`
        const runs: Run[] = []
        for (let i = 0; i < runCount; i += 1) {
          if (!(await quietMachine(maxLoad))) {
            fail(key, `load ${loadavg()[0].toFixed(2)}`)
            continue
          }
          await cookiesOf(sessionId)
          const result = await lighthouse(`${server.baseUrl}${page}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            logLevel: 'error',
          })
          const lhr = result?.lhr
          if (!lhr) throw new Error(`no Lighthouse result for ${page}`)
          if (lhr.runtimeError || lhr.categories.performance.score === null) {
            fail(key, lhr.runtimeError?.code ?? 'NO_SCORE')
            continue
          }
          if (args.includes('--why')) console.log(`${key}: LCP element ${lcpElement(lhr)}`)
          environment = `${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}, benchmark index ${lhr.environment.benchmarkIndex}`
          const observed = (lhr.audits.metrics.details as { items?: Record<string, number>[] })
            ?.items?.[0]
          runs.push({
            observedLcp: observed?.observedLargestContentfulPaint ?? NaN,
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          })
        }
        results.set(key, runs)
      }
    }
  } finally {
    await browser.disconnect()
    await chrome.kill()
    await database.close()
    await server.stop()
    build.dispose()
  }

  console.log(
    `\nLighthouse mobile (simulated throttling), median of up to ${runCount} runs per metric ` +
      `(budget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s); ${environment}; ` +
      'seen LCP: as the trace observed it, unthrottled:',
  )
  console.log('  page                      score   FCP s   LCP s  seen s  TBT ms    CLS  scores')
  for (const [key, runs] of results) {
    const failed = failures.get(key) ?? []
    const skipped = failed.length > 0 ? `  (not counted: ${failed.join(', ')})` : ''
    if (runs.length === 0) {
      console.log(`  ${key.padEnd(24)} no run measured${skipped}`)
      continue
    }
    const m = (metric: keyof Run) => median(runs.map((run) => run[metric]))
    const over = m('score') < BUDGET.score || m('lcp') > BUDGET.lcpMs ? '  over budget' : ''
    console.log(
      `  ${key.padEnd(24)} ${String(m('score')).padStart(6)} ${(m('fcp') / 1000).toFixed(2).padStart(7)} ${(m('lcp') / 1000).toFixed(2).padStart(7)} ${(m('observedLcp') / 1000).toFixed(2).padStart(7)} ${String(Math.round(m('tbt'))).padStart(7)} ${m('cls').toFixed(3).padStart(6)}  ${runs.map((run) => run.score).join(' ')}${over}${skipped}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
