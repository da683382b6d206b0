#!/usr/bin/env node
// `npm run dev`: the API server on API_PORT (default 8080) and Taro's H5 dev server with hot
// reload on DEV_PORT (default 10086), which proxies API paths to the API server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const apiPort = process.env.API_PORT || '8080'
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

const children = [
  spawn(bin('tsx'), ['watch', 'server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: path.join(ROOT, 'dist', 'no-static-in-dev') },
  }),
  spawn(bin('taro'), ['build', '--type', 'h5', '--watch'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', API_ORIGIN: `http://localhost:${apiPort}` },
  }),
]
const stop = (signal) => children.forEach((child) => child.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exit(code ?? 0)
  }),
)
