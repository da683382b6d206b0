#!/usr/bin/env node
// `npm test`: every stage, stopping after the first group in which one fails. Stages of a group
// run side by side (each is mostly one thread, the machine has more), their output printed
// whole when each ends. PostgreSQL server tests run too when TEST_DATABASE_URL names a server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

/** A stage: its name and its commands, run one after the other. */
const stage = (name, ...commands) => ({ name, commands })
const command = (file, args, env = {}) => ({ file, args, env })

// The checks and both builds side by side (each stage is mostly one thread), then Jest (a worker
// per core), then the end-to-end suite against the H5 build (two browsers). Jest and the browsers
// each fill the machine: run together they take as long as one after the other, and the
// browsers' timeouts then measure the machine's load rather than the app.
const GROUPS = [
  [
    stage('typecheck (app, server, tests)', command(bin('tsc'), ['-b'])),
    stage('lint', command(bin('eslint'), ['.', '--max-warnings', '0'])),
    stage('format', command(bin('prettier'), ['--check', '.'])),
    // The mini-program target: it builds, and test/weapp/check.ts reads the output.
    stage(
      'mini-program build and check',
      command(process.execPath, ['server/bin/build.mjs', 'weapp']),
      command(bin('tsx'), ['test/weapp/check.ts']),
    ),
    // Built from a shell whose NODE_ENV is development, as a new user's often is: the build must
    // not depend on it, and the end-to-end tests then run against this build.
    stage(
      'H5 production build (NODE_ENV=development in the shell)',
      command(process.execPath, ['server/bin/build.mjs', 'h5'], { NODE_ENV: 'development' }),
    ),
    // The school's console (Vite): the end-to-end tests open it at /admin.
    stage('console build', command(process.execPath, ['server/bin/build.mjs', 'admin'])),
  ],
  [stage('jest (unit, component, server)', command(bin('jest'), ['--ci']))],
  [
    stage(
      'end-to-end (Chromium)',
      command(bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']),
    ),
  ],
]

/** Runs a command; its output goes to the terminal, or is kept when `quiet`. */
function run({ file, args, env }, quiet) {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }))
  })
}

async function runStage({ name, commands }, quiet) {
  const started = Date.now()
  const outputs = []
  let code = 0
  for (const each of commands) {
    const result = await run(each, quiet)
    outputs.push(result.output)
    code = result.code
    if (code !== 0) break
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (quiet) {
    console.log(`\n=== ${name} ===`)
    process.stdout.write(Buffer.concat(outputs))
  }
  console.log(code === 0 ? `✓ ${name} (${seconds}s)` : `\n✗ ${name} failed after ${seconds}s`)
  return code
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on SQLite only.')
}

const began = Date.now()
let passed = 0
for (const group of GROUPS) {
  const quiet = group.length > 1
  if (!quiet) console.log(`\n=== ${group[0].name} ===`)
  const codes = await Promise.all(group.map((each) => runStage(each, quiet)))
  const failed = codes.filter((code) => code !== 0).length
  passed += codes.length - failed
  if (failed > 0) {
    console.log(`stages: ${passed} passed, ${failed} failed`)
    process.exit(codes.find((code) => code !== 0))
  }
}
const minutes = ((Date.now() - began) / 60000).toFixed(1)
console.log(`stages: ${passed} passed, 0 failed (${minutes} min)`)
