/**
 * The path aliases of tsconfig.base.json for code that Jest loads outside its module system:
 * its global setup requires the server's seed with Node's own resolver, which the projects'
 * moduleNameMapper does not reach. Imported first by global-setup.ts.
 */
import Module from 'node:module'
import { resolveAlias } from '../../../config/path-aliases.cjs'

type Resolve = (request: string, ...rest: unknown[]) => string
const resolver = Module as unknown as { _resolveFilename: Resolve }
const resolve = resolver._resolveFilename
resolver._resolveFilename = function (this: unknown, request, ...rest) {
  const target = resolveAlias(request) ?? request
  return resolve.call(this, target, ...rest)
}
