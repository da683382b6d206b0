// The real server in a process of its own, for the tests and benches that end it with kill -9
// and start it again on the same database.
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from '../../support/real-server'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const OUTPUT_KEPT = 64 * 1024

/** What the commit-pause hook writes to standard error once the server stands still. */
export const PAUSED_LINE = 'crash-hook: paused'

/**
 * Where the commit-pause hook stops the server in the payment transaction of one notification:
 * at its commit (nothing of it is kept), or just after it (kept, but not answered).
 */
export interface PausePoint {
  notifyId: string
  at: 'before-commit' | 'after-commit'
}

/** The environment variables through which server-process.ts tells the hook where to stop. */
export const PAUSE_ENV = { notifyId: 'CRASH_NOTIFY_ID', at: 'CRASH_PAUSE_AT' } as const

export interface ServerProcess {
  baseUrl: string
  pid: number
  /** Resolves once `text` is in what the server wrote; rejects at the timeout or its exit. */
  waitForOutput(text: string, timeoutMs: number): Promise<void>
  /** kill -9 of the server's whole process group; resolves once the server is gone. */
  kill(): Promise<void>
  /** The end of what the server wrote, for the message of a failure. */
  output(): string
}

const running = new Set<ServerProcess>()

// A test or bench that fails half-way must not leave a server behind (they run detached).
process.on('exit', () => {
  for (const server of running) {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
})

/**
 * Starts the server (node --import tsx server/src/server.ts: `npm run serve` without the tsx
 * command's parent process) on a free port over the database that `databaseEnv` names
 * (SQLITE_FILE or DATABASE_URL), with the development providers, and resolves once /health
 * answers; with `pause`, the commit-pause hook is loaded into it. The server leads a process
 * group of its own, so that kill() ends all of it.
 */
export async function startServer(
  databaseEnv: Record<string, string>,
  { pause, startupMs = 60_000 }: { pause?: PausePoint; startupMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const hook = pause
    ? ['--import', pathToFileURL(path.join(__dirname, 'commit-pause.ts')).href]
    : []
  const child = spawn(process.execPath, ['--import', 'tsx', ...hook, 'server/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(tmpdir(), 'no-h5-build'),
      DATABASE_URL: '',
      PAY_PROVIDER: 'dev',
      SMS_PROVIDER: 'dev',
      WECHAT_PROVIDER: 'dev',
      ...databaseEnv,
      ...(pause ? { [PAUSE_ENV.notifyId]: pause.notifyId, [PAUSE_ENV.at]: pause.at } : {}),
    },
  })
  let output = ''
  const listeners = new Set<() => void>()
  const take = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT)
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      for (const listener of listeners) listener()
      resolve()
    })
  })
  const gone = () => child.exitCode !== null || child.signalCode !== null

  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => output,
    waitForOutput(text, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer)
          listeners.delete(check)
          if (error) reject(error)
          else resolve()
        }
        const check = () => {
          if (output.includes(text)) done()
          else if (gone()) done(new Error(`the server ended before writing "${text}":\n${output}`))
        }
        const timer = setTimeout(
          () =>
            done(new Error(`the server did not write "${text}" in ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        )
        listeners.add(check)
        check()
      })
    },
    async kill() {
      running.delete(server)
      if (!gone()) {
        try {
          process.kill(-server.pid, 'SIGKILL')
        } catch {
          // The group has just ended by itself.
        }
      }
      await exited
    },
  }
  running.add(server)
  const deadline = Date.now() + startupMs
  while (!(await healthy(server.baseUrl))) {
    if (gone() || Date.now() > deadline) {
      await server.kill()
      throw new Error(`the server did not start in ${startupMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return server
}

function healthy(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/health`).then(
    (response) => response.ok,
    () => false,
  )
}

/** kill -9 of every server still running (afterAll, and a bench's finally). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()))
}
