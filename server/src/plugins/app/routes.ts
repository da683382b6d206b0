import path from 'node:path'
import autoload from '@fastify/autoload'
import type { FastifyInstance } from 'fastify'

/** Where the route files are, grouped by domain: account/, bank/, study/… */
export const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes')

/**
 * Every file under routes/ is one plugin of routes, registered by @fastify/autoload; folders
 * group them by domain and add nothing to their URLs, which each file writes whole as the spec
 * spells them (docs/routes.md lists them). routes/autohooks.ts applies to them all.
 */
export default async function routes(app: FastifyInstance) {
  await app.register(autoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
    // tsx and Jest load the TypeScript sources; autoload sees Jest itself, not always tsx.
    forceESM: false,
  })
}
