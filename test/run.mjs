#!/usr/bin/env node
// `npm test`: every stage in order, stopping at the first that fails.
// PostgreSQL server tests run too when TEST_DATABASE_URL names a database server.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

const STAGES = [
  ['typecheck (app, server, tests)', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['jest (unit, component, server)', bin('jest'), ['--ci']],
  // The mini-program target (issue 17): it builds, and test/weapp/check.ts reads the output.
  ['mini-program build', process.execPath, ['server/bin/build.mjs', 'weapp']],
  ['mini-program check', bin('tsx'), ['test/weapp/check.ts']],
  // Built from a shell whose NODE_ENV is development, as a new user's often is: the build must
  // not depend on it, and the end-to-end tests below then run against this build.
  [
    'H5 production build (NODE_ENV=development in the shell)',
    process.execPath,
    ['server/bin/build.mjs', 'h5'],
    { NODE_ENV: 'development' },
  ],
  ['end-to-end (Chromium)', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']],
]

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on SQLite only.')
}

let passed = 0
for (const [name, command, args, env = {}] of STAGES) {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`)
    console.log(`stages: ${passed} passed, 1 failed`)
    process.exit(result.status ?? 1)
  }
  passed += 1
  console.log(`✓ ${name} (${seconds}s)`)
}
console.log(`stages: ${passed} passed, 0 failed`)
