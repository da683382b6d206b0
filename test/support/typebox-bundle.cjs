// Jest loads a test file's modules afresh for every file. TypeBox ships as about 700 small ES
// modules, which cost each server test file about two thirds of a second to load; the server
// projects load this one CommonJS bundle of it instead (made once per TypeBox version, with
// one copy of its internals behind every entry point the code imports).
const fs = require('node:fs')
const path = require('node:path')

const ENTRIES = ['compile', 'error', 'format', 'guard', 'schema', 'system', 'type', 'value']

/** Makes the bundle when missing; Jest's moduleNameMapper entries for `typebox` and its parts. */
function typeboxModuleMapper(rootDir) {
  const { version } = require(path.join(rootDir, 'node_modules/typebox/package.json'))
  const dir = path.join(rootDir, 'node_modules/.cache/school-test-typebox', version)
  if (!fs.existsSync(path.join(dir, 'index.cjs'))) build(rootDir, dir)
  return {
    '^typebox$': path.join(dir, 'index.cjs'),
    [`^typebox/(${ENTRIES.join('|')})$`]: path.join(dir, '$1.cjs'),
  }
}

function build(rootDir, dir) {
  const parts = [['index', 'typebox'], ...ENTRIES.map((entry) => [entry, `typebox/${entry}`])]
  // Built beside, then renamed into place: two Jest runs starting together both end well.
  const staging = `${dir}.${process.pid}`
  fs.mkdirSync(staging, { recursive: true })
  require('esbuild').buildSync({
    stdin: {
      contents: parts.map(([name, from]) => `export * as ${name} from '${from}'`).join('\n'),
      resolveDir: rootDir,
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    outfile: path.join(staging, 'bundle.cjs'),
    logLevel: 'error',
  })
  for (const [name] of parts) {
    // Babel's interop reads `__esModule` to find the default export (`import Type from …`).
    fs.writeFileSync(
      path.join(staging, `${name}.cjs`),
      `const part = require('./bundle.cjs').${name}\n` +
        `Object.defineProperty(part, '__esModule', { value: true })\n` +
        'module.exports = part\n',
    )
  }
  try {
    fs.renameSync(staging, dir)
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    if (!fs.existsSync(path.join(dir, 'index.cjs'))) throw error
  }
}

module.exports = { typeboxModuleMapper }
