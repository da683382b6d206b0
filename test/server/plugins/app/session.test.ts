import { createSession, findSession } from '@server/db/repositories/sessions'
import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

/** The session cookie a response set, with its attributes. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('sid='))
  if (!header) throw new Error('no session cookie set')
  return header
}

const idOf = (cookie: string) => cookie.split(';')[0].slice('sid='.length)

describeServer(
  'cookie sessions',
  (server) => {
    /** Logs a new learner in through the stand-in login call; its response and user id. */
    async function login(headers: Record<string, string> = {}) {
      const { userId } = await newLearner(server.app)
      const response = await server.inject({
        method: 'POST',
        url: `/api/test/login?userId=${userId}`,
        headers,
      })
      return { userId, cookie: sessionCookie(response.headers['set-cookie']) }
    }

    it('sets an HttpOnly, SameSite=Lax cookie holding a random id of at least 128 bits', async () => {
      const { cookie } = await login()
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      expect(cookie).not.toMatch(/Secure/i)
      expect(Buffer.from(idOf(cookie), 'base64url').length).toBeGreaterThanOrEqual(16)
    })

    it('marks the cookie Secure when served over HTTPS', async () => {
      const { cookie } = await login({ 'x-forwarded-proto': 'https' })
      expect(cookie).toMatch(/Secure/i)
    })

    it('stores only a hash of the id, and each login gets a new id', async () => {
      const first = await login()
      const firstId = idOf(first.cookie)
      const second = await server.inject({
        method: 'POST',
        url: `/api/test/login?userId=${first.userId}`,
        headers: { cookie: `sid=${firstId}` },
      })
      const secondId = idOf(sessionCookie(second.headers['set-cookie']))
      expect(secondId).not.toBe(firstId)
      expect(await findSession(server.app.db, firstId, new Date())).toBeNull()
      expect(await findSession(server.app.db, secondId, new Date())).toMatchObject({
        userId: first.userId,
      })
      const stored = await server.app.db.selectFrom('sessions').select('id_hash').execute()
      expect(stored.map((row) => row.id_hash)).not.toContain(secondId)
    })

    it('extends a session used in the second half of its life', async () => {
      const { userId } = await newLearner(server.app)
      const id = await createSession(server.app.db, userId, 24 * 60 * 60 * 1000, new Date())
      const before = await findSession(server.app.db, id, new Date())
      await server.get('/api/home/checklogin/', `sid=${id}`)
      const after = await findSession(server.app.db, id, new Date())
      expect(after?.expiresAt).toBeGreaterThan(before?.expiresAt as number)
    })

    it('logs the user in for later calls and out on the server at logout', async () => {
      const { cookie: setCookie } = await login()
      const id = idOf(setCookie)
      const cookie = `sid=${id}`
      expect((await server.get('/api/home/checklogin/', cookie)).code).toBe(200)
      const logout = await server.inject({
        method: 'POST',
        url: '/api/test/logout',
        headers: { cookie },
      })
      expect(sessionCookie(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/)
      expect((await server.get('/api/home/checklogin/', cookie)).code).toBe(401)
      expect(await findSession(server.app.db, id, new Date())).toBeNull()
    })

    describe('the token header, for the mini-program (no cookies)', () => {
      /** GET the user info, or POST a new nickname, with these headers: status and envelope. */
      async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>) {
        const answer =
          method === 'GET'
            ? await server.inject({ url, headers })
            : await server.postForm(url, { key: 'nickname', value: '小程序学员' }, headers)
        return { status: answer.statusCode, ...answer.json() }
      }

      it('logs the learner in for a GET and a POST that need a login', async () => {
        const learner = await newLearner(server.app)
        const token = idOf(learner.cookie)
        const info = await call('GET', '/knew/home/User/info', { token })
        expect(info).toMatchObject({ status: 200, result: { uid: learner.userId } })
        const saved = await call('POST', '/knew/home/User/info', { token })
        expect(saved).toMatchObject({
          status: 200,
          result: { uid: learner.userId, nickname: '小程序学员' },
        })
      })

      it('prefers the cookie when both are sent, even one that names no session', async () => {
        const cookieLearner = await newLearner(server.app)
        const tokenLearner = await newLearner(server.app)
        const token = idOf(tokenLearner.cookie)
        const both = await call('GET', '/knew/home/User/info', {
          cookie: cookieLearner.cookie,
          token,
        })
        expect(both.result.uid).toBe(cookieLearner.userId)
        const staleCookie = await call('GET', '/knew/home/User/info', { cookie: 'sid=gone', token })
        expect(staleCookie.status).toBe(401)
      })

      it('is no session (401, never a failure) when the token names none', async () => {
        for (const token of ['unknown', 'x'.repeat(4000), '%00;DROP', ' ']) {
          const info = await call('GET', '/knew/home/User/info', { token })
          expect(info).toEqual({
            status: 401,
            code: 401,
            message: '您尚未登录，请登录！',
            result: null,
          })
          expect((await call('POST', '/knew/home/User/info', { token })).status).toBe(401)
        }
      })

      it("replaces the header's session at login and ends it at logout", async () => {
        const learner = await newLearner(server.app)
        const before = idOf(learner.cookie)
        const login = await server.inject({
          method: 'POST',
          url: `/api/test/login?userId=${learner.userId}`,
          headers: { token: before },
        })
        // The mini-program reads its new id from the Set-Cookie header.
        const after = idOf(sessionCookie(login.headers['set-cookie']))
        expect(after).not.toBe(before)
        expect(await findSession(server.app.db, before, new Date())).toBeNull()
        expect(await findSession(server.app.db, after, new Date())).toMatchObject({
          userId: learner.userId,
        })

        const logout = await server.inject({
          method: 'POST',
          url: '/knew/home/user/logout',
          headers: { token: after },
        })
        expect(logout.json()).toMatchObject({ code: 200 })
        expect(await findSession(server.app.db, after, new Date())).toBeNull()
        expect((await call('GET', '/knew/home/User/info', { token: after })).status).toBe(401)
      })
    })
  },
  {
    env: { TRUST_PROXY: 'true' },
    setup: (app) => {
      // Stand-ins for the login and logout calls, so that only the session plugin is tested.
      app.post<{ Querystring: { userId: string } }>('/api/test/login', async (request, reply) => {
        await reply.startSession(Number(request.query.userId))
        return { code: 200, message: 'ok', result: null }
      })
      app.post('/api/test/logout', async (_request, reply) => {
        await reply.endSession()
        return { code: 200, message: 'ok', result: null }
      })
    },
  },
)
