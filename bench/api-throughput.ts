// Requests per second of our server's public reads and of /home's server-written HTML, as
// shares of a bare Fastify hello world measured in the same run (each server in its own child
// process, autocannon in this one), against the targets of the performance issue.
// Our server runs as a school would run it: LOG_LEVEL info (request logging on, into a file),
// a fresh SQLite database and the built app, which is built first unless `--skip-build`.
// Beside req/s the table shows each server's CPU time per answer and the other processes' load
// (bench/cpu-time.ts): on a shared 2-core machine req/s moves with other jobs, the cost less.
// Flags: --duration 10 --warmup 3 (seconds per run), --connections 50, --home-connections 200,
// --only getCourse,home (runs by name; the bare runs always), --log-level warn, --accept-encoding
// "gzip, deflate, br" (as phones send; none by default, like autocannon), --cpu-prof (profile our
// server into bench/results/), --json (write the figures to bench/results/).
import autocannon from 'autocannon'
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { profileReport, summariseProfile } from './cpu-profile'
import { watchCpuTime } from './cpu-time'
import { table, verdicts, type Figures, type Kind, type Run } from './throughput-table'
import {
  freePort,
  startRealServer,
  stopChild,
  waitForHealth,
  type RealServer,
} from '../test/support/real-server'

const ROOT = path.resolve(__dirname, '..')
const RESULTS = path.join(ROOT, 'bench', 'results')

const args = process.argv.slice(2)

/** The value after `--name` (or in `--name=value`), if given. */
function option(name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))
  if (inline) return inline.slice(name.length + 3)
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

/**
 * Starts bench/bare-fastify.ts on a free port; resolves with its address and a stop. `env`
 * gives it one of our answers to write as /same-bytes.
 */
async function startBareFastify(
  env: Record<string, string>,
): Promise<Pick<RealServer, 'baseUrl' | 'pid' | 'stop'>> {
  const port = await freePort()
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join('bench', 'bare-fastify.ts')],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: 'inherit' },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`${baseUrl}/`, Date.now() + 30_000)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { baseUrl, pid: child.pid as number, stop: () => stopChild(child) }
}

/** An answer's bytes as the server wrote them (compressed if it compressed), and its encoding. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const encoding = response.headers['content-encoding']
          resolve({ body: Buffer.concat(chunks), encoding })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Fails before measuring if a path does not answer what a learner's phone would get. */
async function checkAnswer(url: string, kind: Kind): Promise<void> {
  const response = await fetch(url)
  const body = await response.text()
  const good =
    response.status === 200 &&
    (kind === 'page'
      ? body.includes('id="boot-data"')
      : kind === 'bare' || kind === 'peer' || (JSON.parse(body) as { code?: number }).code === 200)
  if (!good) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
}

async function measure(
  server: Pick<RealServer, 'baseUrl' | 'pid'>,
  run: Run,
  seconds: number,
  headers: Record<string, string>,
): Promise<Figures> {
  const cpuTime = watchCpuTime(server.pid)
  const result = await autocannon({
    url: `${server.baseUrl}${run.path}`,
    connections: run.connections,
    duration: seconds,
    headers,
  })
  const used = cpuTime()
  return {
    ...run,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMicros:
      used && result.requests.total ? (1e6 * used.serverSeconds) / result.requests.total : null,
    serverCores: used ? used.serverSeconds / result.duration : null,
    otherCores: used?.otherCores ?? null,
  }
}

async function main(): Promise<void> {
  const seconds = numberOption('duration', 10)
  const warmup = numberOption('warmup', 3)
  const connections = numberOption('connections', 50)
  const homeConnections = numberOption('home-connections', 200)
  const only = option('only')?.split(',')
  const acceptEncoding = option('accept-encoding')
  const headers: Record<string, string> = acceptEncoding
    ? { 'accept-encoding': acceptEncoding }
    : {}
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')

  const bare: Run = { name: 'bare hello', kind: 'bare', path: '/', connections }
  const all: Run[] = [
    { name: 'getCourse', kind: 'read', path: '/knew/Pc/course/getCourse', connections },
    { name: 'getTrainInfo', kind: 'read', path: '/knew/api/wap/getTrainInfo', connections },
    { name: 'preLive', kind: 'read', path: '/knew/api/wap/preLive', connections },
    { name: 'home', kind: 'page', path: '/home', connections: homeConnections },
  ]
  const unknown = only?.filter((name) => !all.some((run) => run.name === name)) ?? []
  if (unknown.length > 0) throw new Error(`--only: no run named ${unknown.join(', ')}`)
  const ours = all.filter((run) => !only || only.includes(run.name))
  // The bare server is measured first and last: the difference shows how steady the machine was.
  const runs = [bare, ...ours, { ...bare, name: 'bare hello again' }]
  // getCourse's answer is the largest (about 10 KB): bare Fastify writing the same bytes shows
  // how much of the gap to its hello is the bytes themselves.
  const sameBytesOf = ours.find((run) => run.name === 'getCourse')

  if (!args.includes('--skip-build') || !existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
    const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
    const build = spawnSync(taro, ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'))
  const logFile = path.join(logDir, 'server.log')
  const logFd = openSync(logFile, 'w')
  const profileDir = path.join(RESULTS, `cpu-${stamp}`)
  const profiling = args.includes('--cpu-prof')
  const logLevel = option('log-level') ?? 'info'
  const rows: Figures[] = []
  const started: Pick<RealServer, 'stop'>[] = []
  let logLines = 0
  try {
    const ourServer = await startRealServer({
      env: { LOG_LEVEL: logLevel },
      stdout: logFd,
      nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    })
    started.push(ourServer)
    const bareEnv: Record<string, string> = {}
    if (sameBytesOf) {
      const answer = await rawAnswer(`${ourServer.baseUrl}${sameBytesOf.path}`, headers)
      const file = path.join(logDir, 'same-bytes')
      writeFileSync(file, answer.body)
      bareEnv.SAME_BYTES_FILE = file
      if (answer.encoding) bareEnv.SAME_BYTES_ENCODING = answer.encoding
      const peer: Run = {
        name: `bare, ${sameBytesOf.name} bytes`,
        kind: 'peer',
        path: '/same-bytes',
        connections: sameBytesOf.connections,
        peerOf: { name: sameBytesOf.name, bytes: answer.body.length },
      }
      runs.splice(runs.indexOf(sameBytesOf) + 1, 0, peer)
    }
    const bareServer = await startBareFastify(bareEnv)
    started.push(bareServer)
    for (const run of runs) {
      const server = run.kind === 'bare' || run.kind === 'peer' ? bareServer : ourServer
      await checkAnswer(`${server.baseUrl}${run.path}`, run.kind)
      process.stdout.write(
        `${run.name} (${run.connections} connections): warm-up ${warmup} s, run ${seconds} s… `,
      )
      await measure(server, run, warmup, headers)
      const figures = await measure(server, run, seconds, headers)
      rows.push(figures)
      console.log(`${Math.round(figures.rps)} req/s`)
    }
  } finally {
    await Promise.all(started.map((server) => server.stop()))
    closeSync(logFd)
    logLines = readFileSync(logFile, 'utf8').split('\n').length - 1
    rmSync(logDir, { recursive: true, force: true })
  }

  const bareRows = rows.filter((row) => row.kind === 'bare')
  const bareRps = bareRows.reduce((sum, row) => sum + row.rps, 0) / bareRows.length
  const encoding = acceptEncoding ? `Accept-Encoding: ${acceptEncoding}` : 'no Accept-Encoding'
  console.log(
    [
      `\nOur server (LOG_LEVEL ${logLevel}, SQLite, built app) and bare Fastify, ${encoding},`,
      `${seconds} s per run after ${warmup} s of warm-up, on ${availableParallelism()} cores.`,
      `× bare: share of the mean of the two bare runs (${Math.round(bareRps).toLocaleString('en')} req/s).`,
      'errors: other than time-outs. CPU µs/req: the server’s CPU time per answer, its cost, which',
      'other load changes less than req/s. server cores: its average load; well under 1, autocannon',
      'or other load held req/s back, not the server. others: cores that processes outside this',
      'bench and the hypervisor kept busy.\n',
    ].join('\n'),
  )
  console.log(table(rows, bareRps))
  console.log(
    `\nTargets:\n${verdicts(rows, bareRps)
      .map((line) => `  ${line}`)
      .join('\n')}`,
  )
  console.log(`\nOur server wrote ${logLines.toLocaleString('en')} log lines.`)
  if (profiling) {
    // The main thread's profile is the largest; tsx's module loader has a thread of its own.
    const [main] = readdirSync(profileDir)
      .map((name) => path.join(profileDir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size)
    console.log(`\nOur server's CPU profile (${path.relative(ROOT, main)}), all its runs together:`)
    console.log(profileReport(summariseProfile(main)))
  }
  if (args.includes('--json')) {
    mkdirSync(RESULTS, { recursive: true })
    const file = path.join(RESULTS, `api-throughput-${stamp}.json`)
    const settings = {
      seconds,
      warmup,
      logLevel,
      acceptEncoding: acceptEncoding ?? null,
      cores: availableParallelism(),
    }
    writeFileSync(file, `${JSON.stringify({ settings, bareRps, rows, logLines }, null, 2)}\n`)
    console.log(`Figures written to ${file}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
