#!/usr/bin/env node
// `npm start`: builds the H5 app and the school's console when there is no build or its
// sources changed since, then runs the server, which migrates (and in development seeds) the database and serves app and
// API on one port (PORT, default 8080).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, buildConsole, CONSOLE_SOURCES, staleBuildReason } from './app-build.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const DEFAULT_STATIC_DIR = path.join(ROOT, 'dist', 'h5')
const staticDir = path.resolve(ROOT, process.env.STATIC_DIR || DEFAULT_STATIC_DIR)
const DEFAULT_CONSOLE_DIR = path.join(ROOT, 'dist', 'admin')
const consoleDir = path.resolve(ROOT, process.env.CONSOLE_DIR || DEFAULT_CONSOLE_DIR)
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

if (consoleDir === DEFAULT_CONSOLE_DIR) {
  const reason = staleBuildReason(ROOT, consoleDir, CONSOLE_SOURCES, 'console')
  if (reason) {
    console.log(`Building the school's console (${reason})…`)
    const status = buildConsole(ROOT, consoleDir)
    if (status !== 0) process.exit(status)
  } else {
    console.log("The school's console in dist/admin is built from the current sources.")
  }
} else {
  console.log(`Serving the console build in ${consoleDir} as it is (CONSOLE_DIR is set).`)
}

const server = spawn(bin('tsx'), ['server/src/server.ts'], { cwd: ROOT, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
