// The path aliases are written once, in tsconfig.base.json's `paths`; every other tool that
// resolves them (Jest, the Taro/webpack build, Node in Jest's global set-up, the lint rule of
// layers, tests that read route files) derives its table from here.
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const { paths } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8'),
).compilerOptions

/** [prefix with its slash, folder relative to the repository, e.g. ['@common/', 'common/']]. */
const ALIASES = Object.entries(paths).map(([pattern, [target]]) => [
  pattern.replace(/\*$/, ''),
  target.replace(/\*$/, ''),
])

module.exports = {
  ROOT,
  ALIASES,
  /** Jest's moduleNameMapper. */
  jestModuleNameMapper: () =>
    Object.fromEntries(
      ALIASES.map(([prefix, folder]) => [`^${prefix}(.*)$`, `<rootDir>/${folder}$1`]),
    ),
  /** webpack's resolve.alias (Taro's `alias`): '@common' → absolute folder. */
  webpackAliases: () =>
    Object.fromEntries(
      ALIASES.map(([prefix, folder]) => [prefix.replace(/\/$/, ''), path.join(ROOT, folder)]),
    ),
  /** The absolute path an aliased specifier names; null when it names no alias. */
  resolveAlias: (specifier) => {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
    return alias ? path.join(ROOT, alias[1], specifier.slice(alias[0].length)) : null
  },
}
