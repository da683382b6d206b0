// The H5 build a bench measures: a fresh production build in a temporary folder, so that a bench
// never replaces the build a running server (npm start, an e2e run) is serving; or, with
// `--skip-build`, the existing dist/h5.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

export interface BenchBuild {
  /** The folder holding index.html and the assets: the server's STATIC_DIR. */
  dir: string
  /** Removes the build when it was made for this run. */
  dispose(): void
}

export function benchBuild(args: string[]): BenchBuild {
  const existing = path.join(ROOT, 'dist', 'h5')
  if (args.includes('--skip-build') && existsSync(path.join(existing, 'index.html'))) {
    return { dir: existing, dispose: () => undefined }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-h5-'))
  const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
  const build = spawnSync(taro, ['build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: dir },
  })
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    process.exit(build.status ?? 1)
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}
