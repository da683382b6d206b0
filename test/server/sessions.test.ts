import type { FastifyInstance } from 'fastify'
import {
  createSession,
  deleteExpiredSessions,
  findSession,
} from '../../server/src/db/repositories/sessions'
import { createUser } from '../../server/src/db/repositories/users'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe.each(DATABASE_KINDS)('cookie sessions on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance
  let userId = 0

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database, { TRUST_PROXY: 'true' }, (instance) => {
      // Stand-ins for the login and logout calls of the accounts issue.
      instance.post('/api/test/login', async (_request, reply) => {
        await reply.startSession(userId)
        return { code: 200, message: 'ok', result: null }
      })
      instance.post('/api/test/logout', async (_request, reply) => {
        await reply.endSession()
        return { code: 200, message: 'ok', result: null }
      })
    })
    userId = await createUser(app.db, { mobile: '13900139000', nickname: '小周' })
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  function sessionCookie(setCookie: string | string[] | undefined): string {
    const header = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('sid='))
    if (!header) throw new Error('no session cookie set')
    return header
  }

  it('sets an HttpOnly, SameSite=Lax cookie holding a random id of at least 128 bits', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/login' })
    const cookie = sessionCookie(response.headers['set-cookie'])
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    const id = cookie.split(';')[0].slice('sid='.length)
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16)
  })

  it('marks the cookie Secure when served over HTTPS', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(/Secure/i)
  })

  it('stores only a hash of the id, and each login gets a new id', async () => {
    const first = sessionCookie(
      (await app.inject({ method: 'POST', url: '/api/test/login' })).headers['set-cookie'],
    )
    const firstId = first.split(';')[0].slice(4)
    const second = sessionCookie(
      (
        await app.inject({
          method: 'POST',
          url: '/api/test/login',
          headers: { cookie: `sid=${firstId}` },
        })
      ).headers['set-cookie'],
    )
    const secondId = second.split(';')[0].slice(4)
    expect(secondId).not.toBe(firstId)
    expect(await findSession(app.db, firstId)).toBeNull()
    expect(await findSession(app.db, secondId)).toMatchObject({ userId })
    const stored = await app.db.selectFrom('sessions').select('id_hash').execute()
    expect(stored.map((row) => row.id_hash)).not.toContain(secondId)
  })

  it('extends a session used in the second half of its life', async () => {
    const id = await createSession(app.db, userId, 24 * 60 * 60 * 1000)
    const before = await findSession(app.db, id)
    await app.inject({ url: '/api/home/checklogin/', headers: { cookie: `sid=${id}` } })
    const after = await findSession(app.db, id)
    expect(Date.parse(after?.expiresAt ?? '')).toBeGreaterThan(Date.parse(before?.expiresAt ?? ''))
  })

  it('removes expired sessions', async () => {
    const expired = await createSession(app.db, userId, 1000, new Date(Date.now() - 60_000))
    expect(await deleteExpiredSessions(app.db)).toBeGreaterThanOrEqual(1)
    const left = await app.db.selectFrom('sessions').select('expires_at').execute()
    expect(left.every((row) => Date.parse(row.expires_at) > Date.now())).toBe(true)
    expect(await findSession(app.db, expired)).toBeNull()
  })

  it('logs the user in for later calls and out on the server at logout', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/test/login' })
    const id = sessionCookie(login.headers['set-cookie']).split(';')[0].slice(4)
    const cookie = `sid=${id}`
    expect(
      (await app.inject({ url: '/api/home/checklogin/', headers: { cookie } })).json().code,
    ).toBe(200)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/test/logout',
      headers: { cookie },
    })
    expect(sessionCookie(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(
      (await app.inject({ url: '/api/home/checklogin/', headers: { cookie } })).json().code,
    ).toBe(401)
    expect(await findSession(app.db, id)).toBeNull()
  })
})
