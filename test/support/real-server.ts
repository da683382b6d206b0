import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
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

export interface RealServer {
  baseUrl: string
  sqliteFile: string
  stop(): Promise<void>
}

/** Starts the real server (built H5 app + API) on a free port with a fresh SQLite database. */
export async function startRealServer(): Promise<RealServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-server-'))
  const sqliteFile = path.join(dataDir, 'school.sqlite')
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(`${baseUrl}/health`, Date.now() + 30_000)
  return {
    baseUrl,
    sqliteFile,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
