// Run by tsx (as `npm start` runs the server): builds the app over a fresh SQLite file and
// prints which routes of the route files it did not register, as JSON. The route-file test
// compares it with what Jest's build registers, so autoloading is checked under both.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { HTTPMethods } from 'fastify'
import { buildApp } from '@server/app'
import { loadConfig } from '@server/config'
import { routeTable } from '../../../server/bin/route-table'

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-routes-'))
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      SQLITE_FILE: path.join(dir, 'school.sqlite'),
      STATIC_DIR: path.join(dir, 'no-h5-build'),
      SEED_DEMO: '0',
      SCRYPT_N: '1024',
    }),
  )
  await app.ready()
  const rows = routeTable()
  // Registered with a trailing slash, a route is found without one (ignoreTrailingSlash).
  const has = (method: string, url: string) =>
    app.hasRoute({ method: method as HTTPMethods, url }) ||
    app.hasRoute({ method: method as HTTPMethods, url: url.replace(/\/$/, '') })
  const missing = rows.filter((row) => !has(row.method, row.url ?? ''))
  await app.close()
  rmSync(dir, { recursive: true, force: true })
  process.stdout.write(JSON.stringify({ checked: rows.length, missing }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
