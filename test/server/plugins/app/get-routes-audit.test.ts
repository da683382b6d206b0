import { sql } from 'kysely'
import { createSession } from '@server/db/repositories/sessions'
import { DAY_MS } from '@server/time'
import { order, seededGoods } from '../../support/buying'
import { enrolLearner, newLearner } from '../../support/learners'
import { recordRoutes, type DeclaredRoute } from '../../support/routes'
import { TestServer } from '../../support/test-server'

const routes = recordRoutes()

/** A value for each required query property, by its schema type: enough to reach the handler. */
function queryOf(route: DeclaredRoute): string {
  const schema = route.schema?.querystring as
    { required?: string[]; properties?: Record<string, { type?: string }> } | undefined
  const values = (schema?.required ?? []).map((name) => {
    const type = schema?.properties?.[name]?.type
    return `${name}=${type === 'integer' || type === 'number' ? 1 : 'x'}`
  })
  return values.length > 0 ? `?${values.join('&')}` : ''
}

/**
 * An audit of every GET the server has, added later or not: as a learner with courses, a class
 * room and an order, each GET is sent as the app sends it, and SQLite's count of changed rows
 * must not move, unless the route declares that it changes state (and so answers only the
 * app's own requests: plugins/app/same-origin.ts). One database kind is enough: it audits the
 * routes, not the database.
 */
describe('every GET that changes the database declares it', () => {
  const server = new TestServer('sqlite', {})
  beforeAll(() => server.start())
  afterAll(() => server.stop())

  it('finds no undeclared GET that writes', async () => {
    routes.stop()
    const db = server.app.db
    const { userId } = await newLearner(server.app)
    // A session in the first half of its life: using it writes nothing (sessions slide later).
    const cookie = `sid=${await createSession(db, userId, 30 * DAY_MS, new Date())}`
    const goods = await seededGoods(server.app)
    const placed = await order(server, cookie, { type: 'course', gid: goods.course.refId })
    const orderId = String(placed.result.orderId)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 1, expiresInDays: 100 })
    await enrolLearner(server.app, { userId, kind: 'classroom', refId: 1, expiresInDays: 100 })

    const changes = async () =>
      Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0].n)
    const declared = new Set(server.app.stateChangingGets)
    const gets = routes.of(server.app).filter((route) => route.method === 'GET')
    expect(gets.length).toBeGreaterThan(80)

    const writers: string[] = []
    for (const route of gets) {
      if (declared.has(route.url)) continue
      const url =
        route.url
          .replace(/:orderId/g, orderId)
          .replace(/:kind/g, 'course')
          .replace(/:[A-Za-z]+/g, '1')
          .replace(/\*/g, 'index.m3u8') + queryOf(route)
      const before = await changes()
      const answer = await server.inject({
        method: 'GET',
        url,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      })
      expect(answer.statusCode).toBeLessThan(500)
      if ((await changes()) !== before) writers.push(`${route.url} (${url})`)
    }
    expect(writers).toEqual([])
  })
})
