#!/usr/bin/env node
// `npm start`: builds the H5 app when no build is there, then runs the server, which migrates
// and seeds the database and serves app and API on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const staticDir = path.resolve(ROOT, process.env.STATIC_DIR || 'dist/h5')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log(`No H5 build in ${staticDir}: building it once (npm run build:h5)…`)
  const build = spawnSync(bin('taro'), ['build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(bin('tsx'), ['server/src/server.ts'], { cwd: ROOT, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
