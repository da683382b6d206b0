// Building the H5 app and the school's console, and knowing whether a build is current; used
// by `npm start`, `npm run build:h5` / `build:weapp` / `build:admin` and `npm test`.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What a build of the app is made from: a change in any of these needs a new build. */
export const BUILD_SOURCES = [
  'src',
  'common',
  'config',
  'types',
  'babel.config.js',
  'package.json',
  'package-lock.json',
  'project.config.json',
]

/** What the console's build (admin/, Vite) is made from. */
export const CONSOLE_SOURCES = ['admin', 'common', 'package.json', 'package-lock.json']

/** The file in a build that names the sources it was built from. */
export const STAMP_FILE = '.source-stamp'

function filesUnder(root, entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)))
}

/** A hash of a build's sources under `root`: their paths and contents. */
export function sourceStamp(root, sources = BUILD_SOURCES) {
  const hash = createHash('sha256')
  for (const file of sources.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(file.split(path.sep).join('/')).update('\0')
    hash.update(readFileSync(path.join(root, file))).update('\0')
  }
  return hash.digest('hex')
}

/**
 * Why the build in `outputDir` cannot be served as it is, or null when it is current.
 * `what` names the build in the reason ('H5', 'console').
 */
export function staleBuildReason(root, outputDir, sources = BUILD_SOURCES, what = 'H5') {
  if (!existsSync(path.join(outputDir, 'index.html'))) return `no ${what} build yet`
  const stampFile = path.join(outputDir, STAMP_FILE)
  if (!existsSync(stampFile)) return `the ${what} build does not say what it was built from`
  if (readFileSync(stampFile, 'utf8').trim() !== sourceStamp(root, sources)) {
    return what === 'H5'
      ? 'the app sources changed since the last build'
      : `the ${what} sources changed since the last build`
  }
  return null
}

/**
 * Taro's production build for a platform, whatever NODE_ENV the shell has: with
 * NODE_ENV=development Taro builds a development bundle wired for React Refresh, which breaks
 * outside the dev server ($RefreshReg$ is not defined). Stamps the output with its sources.
 * Returns the build's exit status.
 */
export function buildApp(root, type, env = process.env) {
  const stamp = sourceStamp(root)
  const taro = path.join(root, 'node_modules', '.bin', 'taro')
  const build = spawnSync(taro, ['build', '--type', type], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  })
  if (build.status === 0) writeFileSync(path.join(root, 'dist', type, STAMP_FILE), `${stamp}\n`)
  return build.status ?? 1
}

/**
 * The console's production build (Vite) into `outDir` (dist/admin by default), stamped with
 * its sources. Returns the build's exit status.
 */
export function buildConsole(root, outDir = path.join(root, 'dist', 'admin'), env = process.env) {
  const stamp = sourceStamp(root, CONSOLE_SOURCES)
  const vite = path.join(root, 'node_modules', '.bin', 'vite')
  const build = spawnSync(
    vite,
    ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production', ADMIN_OUT_DIR: outDir },
    },
  )
  if (build.status === 0) writeFileSync(path.join(outDir, STAMP_FILE), `${stamp}\n`)
  return build.status ?? 1
}
