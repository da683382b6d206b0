import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..')

/** A TCP port on 127.0.0.1 that nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 2xx; throws at the deadline (a Date.now() value). */
export async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not become healthy at ${url}`)
}

/** Ends a child process with SIGTERM and resolves once it has exited (at once if it has). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export interface RealServer {
  baseUrl: string
  /** The server's process (tsx, which runs the server in a child of its own). */
  pid: number
  sqliteFile: string
  stop(): Promise<void>
}

export interface RealServerOptions {
  /** Variables over the defaults below (a bench runs with LOG_LEVEL info, as a school would). */
  env?: NodeJS.ProcessEnv
  /** Where the server's standard output (its log) goes: the terminal, nowhere or a file's fd. */
  stdout?: 'inherit' | 'ignore' | number
  /** Node flags for the server's process, such as --cpu-prof. */
  nodeArgs?: string[]
}

/** Starts the real server (built H5 app + API) on a free port with a fresh SQLite database. */
export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-server-'))
  const sqliteFile = path.join(dataDir, 'school.sqlite')
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  const server = spawn(tsx, [...(options.nodeArgs ?? []), 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopChild(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(`${baseUrl}/health`, Date.now() + 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, pid: server.pid as number, sqliteFile, stop }
}
