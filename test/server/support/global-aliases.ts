import Module from 'node:module'
import path from 'node:path'

/**
 * The path aliases of tsconfig.base.json for code that Jest loads outside its module system:
 * its global setup requires the server's seed with Node's own resolver, which the projects'
 * moduleNameMapper does not reach. Imported first by global-setup.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..')
const ALIASES: [string, string][] = [
  ['@common/', path.join(ROOT, 'common')],
  ['@shared/', path.join(ROOT, 'types')],
  ['@server/', path.join(ROOT, 'server', 'src')],
]

type Resolve = (request: string, ...rest: unknown[]) => string
const resolver = Module as unknown as { _resolveFilename: Resolve }
const resolve = resolver._resolveFilename
resolver._resolveFilename = function (this: unknown, request, ...rest) {
  const alias = ALIASES.find(([prefix]) => request.startsWith(prefix))
  const target = alias ? path.join(alias[1], request.slice(alias[0].length)) : request
  return resolve.call(this, target, ...rest)
}
