// `npm test`'s mini-program check, on the output of `npm run build:weapp`: every
// page of the route table is in app.json with its files, page bundles reach no browser-only
// global, and the packages keep WeChat's size limits (../shared/notes/wechat.md).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { PAGE_PATHS } from '@common/constants/route-table'

const OUT = path.resolve(__dirname, '..', '..', 'dist', 'weapp')
const MAIN_PACKAGE_LIMIT = 2 * 1024 * 1024
const SUBPACKAGE_LIMIT = 2 * 1024 * 1024
const TOTAL_LIMIT = 20 * 1024 * 1024
/** Browser globals as code reads them (not inside a longer name such as mywindow, nor `x.location.`). */
const BROWSER_GLOBAL = /(?<![\w$.])(window|document|location|localStorage|sessionStorage)\s*\./

interface AppJson {
  pages: string[]
  tabBar?: { list: { pagePath: string }[] }
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
}

function sizeOf(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.size
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0)
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full, extension)
    return full.endsWith(extension) ? [full] : []
  })
}

const problems: string[] = []
const appJsonPath = path.join(OUT, 'app.json')
if (!existsSync(appJsonPath)) {
  console.error(`no ${appJsonPath}: run npm run build:weapp first`)
  process.exit(1)
}
const app = JSON.parse(readFileSync(appJsonPath, 'utf8')) as AppJson
const subPackages = app.subPackages ?? app.subpackages ?? []
const built = [
  ...app.pages,
  ...subPackages.flatMap((pkg) =>
    pkg.pages.map((page) => `${pkg.root.replace(/\/$/, '')}/${page}`),
  ),
]

for (const page of PAGE_PATHS) {
  if (!built.includes(page)) problems.push(`app.json lacks the page ${page}`)
}
for (const page of built) {
  for (const extension of ['.js', '.json', '.wxml']) {
    if (!existsSync(path.join(OUT, page + extension)))
      problems.push(`${page}${extension} is missing`)
  }
  // What the developer tools refuse at load: a page config that is not JSON, or a custom
  // component it names that was not built.
  let config: { usingComponents?: Record<string, string> } = {}
  try {
    config = JSON.parse(readFileSync(path.join(OUT, `${page}.json`), 'utf8'))
  } catch {
    problems.push(`${page}.json is not JSON`)
  }
  for (const [name, target] of Object.entries(config.usingComponents ?? {})) {
    const file = path.resolve(path.dirname(path.join(OUT, page)), target)
    if (!['.js', '.json', '.wxml'].every((extension) => existsSync(file + extension)))
      problems.push(`${page} uses the component ${name} (${target}), which was not built`)
  }
}
for (const tab of app.tabBar?.list ?? []) {
  if (!app.pages.includes(tab.pagePath))
    problems.push(`the tab ${tab.pagePath} is not a page of the main package`)
}
// The app's own code (pages, common.js, app.js) reaches no browser global: H5-only branches
// are compiled out of this build, so one left there is reached. No bundle, vendors included,
// holds hls.js or the JS-SDK: the mini-program has its own video, payment and sharing.
const ownCode = [
  ...filesUnder(path.join(OUT, 'pages'), '.js'),
  ...['common.js', 'app.js'].map((name) => path.join(OUT, name)),
].filter((file) => existsSync(file))
for (const file of ownCode) {
  const match = BROWSER_GLOBAL.exec(readFileSync(file, 'utf8'))
  if (match)
    problems.push(`${path.relative(OUT, file)} reaches ${match[1]}: H5-only code in the build`)
}
const LIBRARIES = [
  // Event names of hls.js that survive minification.
  ['hls.js', /hlsManifestLoading|hlsMediaAttached/],
  ['weixin-js-sdk', /jWeixin|getBrandWCPayRequest/],
] as const
for (const file of filesUnder(OUT, '.js')) {
  const code = readFileSync(file, 'utf8')
  for (const [library, mark] of LIBRARIES) {
    if (mark.test(code)) problems.push(`${path.relative(OUT, file)} holds ${library}`)
  }
}
const enabled = (flag: string) => new RegExp(`${flag}\\s*:\\s*(!0|true)`)
for (const page of built) {
  const code = readFileSync(path.join(OUT, `${page}.js`), 'utf8')
  if (!enabled('enableShareAppMessage').test(code) || !enabled('enableShareTimeline').test(code))
    problems.push(`${page} cannot be shared (enableShareAppMessage / enableShareTimeline)`)
}

const total = sizeOf(OUT)
const subSizes = subPackages.map((pkg) => ({
  root: pkg.root,
  size: sizeOf(path.join(OUT, pkg.root)),
}))
const main = total - subSizes.reduce((sum, pkg) => sum + pkg.size, 0)
if (main > MAIN_PACKAGE_LIMIT) problems.push(`the main package is ${main} bytes, over 2 MB`)
for (const pkg of subSizes) {
  if (pkg.size > SUBPACKAGE_LIMIT)
    problems.push(`subpackage ${pkg.root} is ${pkg.size} bytes, over 2 MB`)
}
if (total > TOTAL_LIMIT) problems.push(`the mini-program is ${total} bytes, over 20 MB`)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
process.stdout.write(
  `mini-program: ${built.length} pages, main package ${kb(main)}, ${subSizes.length} subpackages, ${kb(total)} in all\n`,
)
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
process.stdout.write(
  '✓ every page built and shareable, no browser-only globals, hls.js or JS-SDK, within the size limits\n',
)
