#!/usr/bin/env node
// `npm start`: builds the H5 app when there is no build or its sources changed since, then
// runs the server, which migrates (and in development seeds) the database and serves app and
// API on one port (PORT, default 8080).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, staleBuildReason } from './app-build.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const DEFAULT_STATIC_DIR = path.join(ROOT, 'dist', 'h5')
const staticDir = path.resolve(ROOT, process.env.STATIC_DIR || DEFAULT_STATIC_DIR)
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

if (staticDir === DEFAULT_STATIC_DIR) {
  const reason = staleBuildReason(ROOT, staticDir)
  if (reason) {
    console.log(`Building the H5 app (${reason})…`)
    const status = buildApp(ROOT, 'h5')
    if (status !== 0) process.exit(status)
  } else {
    console.log('The H5 app in dist/h5 is built from the current sources.')
  }
} else {
  console.log(`Serving the H5 build in ${staticDir} as it is (STATIC_DIR is set).`)
}

const server = spawn(bin('tsx'), ['server/src/server.ts'], { cwd: ROOT, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
