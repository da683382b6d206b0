import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import autoload from '@fastify/autoload'
import type { FastifyInstance } from 'fastify'

/** Where the route files are, grouped by domain: account/, bank/, study/… */
export const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes')

const DISPLAY_NAME = Symbol.for('fastify.display-name')
const load = createRequire(__filename)

/** Every route file under routes/, sorted (autohooks holds hooks, not routes). */
export function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return routeFiles(full)
      return /\.[jt]s$/.test(entry.name) && !entry.name.startsWith('autohooks.') ? [full] : []
    })
    .sort()
}

/**
 * Names each route file's plugin for its file before autoload registers it. Fastify names an
 * unnamed plugin by searching every loaded module for it, which under Jest's module registry
 * cost about a second per app built; the name also says which file failed in its errors.
 */
function nameRoutePlugins(): void {
  for (const file of routeFiles()) {
    const plugin = (load(file) as { default?: Record<symbol, unknown> }).default
    if (plugin) plugin[DISPLAY_NAME] = `routes/${path.relative(ROUTES_DIR, file)}`
  }
}

/**
 * Every file under routes/ is one plugin of routes, registered by @fastify/autoload; folders
 * group them by domain and add nothing to their URLs, which each file writes whole as the spec
 * spells them (docs/routes.md lists them). routes/autohooks.ts applies to them all.
 */
export default async function routes(app: FastifyInstance) {
  nameRoutePlugins()
  await app.register(autoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
  })
}

Object.assign(routes, { [DISPLAY_NAME]: 'routes' })
