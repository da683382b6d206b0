/**
 * `npm run docs:routes`: writes docs/routes.md (URL → file → access) from the route files.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { routesPage } from './route-table'

export const ROUTES_DOC = 'docs/routes.md'

writeFileSync(path.resolve(__dirname, '..', '..', ROUTES_DOC), routesPage())
console.log(`Wrote ${ROUTES_DOC}.`)
