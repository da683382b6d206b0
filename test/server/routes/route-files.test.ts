import { STAFF_ROLES } from '@common/constants/staff'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import findMyWay, { type HTTPMethod } from 'find-my-way'
import {
  type RouteRow,
  routeFiles,
  routesOf,
  routesPage,
  routeTable,
  ROUTES_DIR,
} from '../../../server/bin/route-table'
import { ROUTE_ACCESS } from '@server/route-access'
import routeAccess from '@server/routes/autohooks'
import { recordRoutes } from '@test/server/support/routes'
import { specCalls, type SpecIds } from '@test/server/support/spec-calls'
import { describeServer } from '@test/server/support/test-server'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const ROWS = routeTable()
const FILES = routeFiles().map((file) => path.relative(ROUTES_DIR, file))

/** Ids for the spec's placeholders: which file serves a URL does not depend on them. */
const IDS: SpecIds = {
  course: 1,
  category: 1,
  classroom: 1,
  live: 1,
  lesson: 1,
  lessonCourse: 1,
  subject: 1,
  exam: 1,
  paper: 1,
  question: 1,
  point: 1,
  trainCode: 'hdkj',
}

/** The files whose routes match a method and URL, routed as the server routes. */
function filesServing(rows: RouteRow[]) {
  const router = findMyWay({ ignoreTrailingSlash: true, caseSensitive: false })
  const files = new Map<string, Set<string>>()
  for (const row of rows) {
    const key = `${row.method} ${row.url}`
    if (!files.has(key)) {
      files.set(key, new Set())
      router.on(row.method as HTTPMethod, row.url as string, () => undefined, { key })
    }
    files.get(key)?.add(row.file)
  }
  return (method: string, url: string): string[] => {
    const found = router.find(method as HTTPMethod, url.split('?')[0])
    if (!found) return []
    return [...(files.get((found.store as { key: string }).key) ?? [])]
  }
}

describe('route files', () => {
  it.each(FILES)('%s registers routes with a URL and a declared access', (file) => {
    const rows = routesOf(path.join(ROUTES_DIR, file))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect({ url: row.url, access: row.access }).toEqual({
        url: expect.stringMatching(/^\//),
        access: expect.stringMatching(
          new RegExp(
            `^(${ROUTE_ACCESS.join('|')}|staff: (${STAFF_ROLES.join('|')})(, (${STAFF_ROLES.join('|')}))*)$`,
          ),
        ),
      })
    }
  })

  it('serves each method and URL from one file only (letter case aside)', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const row of ROWS) {
      const key = `${row.method} ${row.url?.toLowerCase().replace(/\/$/, '')}`
      const first = seen.get(key)
      if (first) twice.push(`${key}: ${first} and ${row.file}`)
      seen.set(key, row.file)
    }
    expect(twice).toEqual([])
  })

  it('serves every call of spec §7 from exactly one file', () => {
    const serving = filesServing(ROWS)
    const wrong = specCalls(IDS)
      // The spec's GET of an order is refused by the POST route's file (405), not served;
      // the knowledge-management calls are the staff's, not the learners' API.
      .filter((call) => call.status !== 405 && !call.staff)
      .map((call) => ({
        call: `${call.method} ${call.url}`,
        files: serving(call.method, call.url),
      }))
      .filter(({ files }) => files.length !== 1)
    expect(wrong).toEqual([])
  })

  it('has docs/routes.md list them as the files say (npm run docs:routes)', () => {
    expect(readFileSync(path.join(ROOT, 'docs', 'routes.md'), 'utf8')).toBe(routesPage(ROWS))
  })

  it('refuses to start with a route that declares no access', async () => {
    const start = async () => {
      const app = Fastify()
      await app.register(async (scope) => {
        await routeAccess(scope)
        scope.get('/api/undeclared', async () => 'x')
      })
      await app.ready()
    }
    await expect(start()).rejects.toThrow(
      'GET /api/undeclared declares no access: add config.access (public | optional | learner | { staff: [roles] })',
    )
  })

  it('is loaded the same by tsx, as npm start runs the server', () => {
    const output = execFileSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['test/server/support/print-routes.ts'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
    )
    expect(JSON.parse(output)).toEqual({ checked: ROWS.length, missing: [] })
  })
})

const recorder = recordRoutes()
// After every database kind's app is built (each kind's describe has its own afterAll).
afterAll(() => recorder.stop())

describeServer('the routes autoloaded under Jest', (server) => {
  it('are the routes of the route files, each with its declared access', () => {
    const fromFiles = ROWS.map((row) => `${row.method} ${row.url} ${row.access}`).sort()
    const declared = recorder
      .of(server.app)
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .filter((route) => !route.startsWith('HEAD '))
    // Besides them only the H5 app's own routes (its pages and assets), which declare none.
    expect(declared.filter((route) => !route.endsWith(' undefined')).sort()).toEqual(fromFiles)
  })

  it('answers a visitor 401 on a learner route before its handler, with the spec message', async () => {
    const response = await server.inject({ method: 'GET', url: '/knew/home/user/profile' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, message: '您尚未登录，请登录！', result: null })
  })
})
