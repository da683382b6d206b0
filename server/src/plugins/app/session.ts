import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSession,
  replaceSession,
} from '../../db/repositories/sessions'
import type { Database } from '../../db/schema'
import { ApiFailure, NOT_LOGGED_IN } from '../../errors'
import {
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_RULES,
  trustDevice,
  trustedAccounts,
} from '../../services/trusted-devices'

export const SESSION_COOKIE = 'sid'

/**
 * Where the mini-program sends the session id: wx.request keeps no cookies, so it reads the id
 * from the login answer's Set-Cookie and sends it back in this header.
 */
export const SESSION_HEADER = 'token'

/** The request's session id: the cookie's, else (the mini-program) the token header's. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[SESSION_COOKIE]
  if (cookie) return cookie
  const header = request.headers[SESSION_HEADER]
  return typeof header === 'string' && header !== '' ? header : undefined
}

/** spec §8: what a visitor hears where a login is needed. */

/** How often expired sessions are removed from the database. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Sessions stored in the database, named by a cookie (HttpOnly, SameSite=Lax, Secure over
 * HTTPS) or, for the mini-program, by the token header; the cookie wins when both are sent.
 */
export default fp(
  async (app) => {
    const lifetimeMs = app.config.sessionDays * 24 * 60 * 60 * 1000
    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
    })
    const userIds = new WeakMap<FastifyRequest, Promise<number | null>>()
    /** Requests whose learner the access hook (or a handler) has required. */
    const learners = new WeakMap<FastifyRequest, number>()

    // Sessions slide: one used in the second half of its life is extended, so SESSION_DAYS is
    // how long an unused session lasts, with at most one write per session per half-life.
    // Sessions live on the wall clock, not app.clock: a test that moves the app's clock across
    // days (sign-in streaks, lives) keeps its learner logged in. Their own rules are tested
    // with explicit instants (db/repositories/sessions.test.ts).
    async function userOfSession(id: string): Promise<number | null> {
      const session = await findSession(app.db, id, new Date())
      if (!session) return null
      if (session.expiresAt - Date.now() < lifetimeMs / 2) {
        await extendSession(app.db, id, lifetimeMs, new Date())
      }
      return session.userId
    }

    const sweep = async () => {
      const removed = await deleteExpiredSessions(app.db, new Date())
      if (removed > 0) app.log.info({ removed }, 'expired sessions removed')
    }
    const sweeper = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'session sweep failed'))
    }, SWEEP_INTERVAL_MS)
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
    await sweep()

    app.decorateRequest('sessionId', function (this: FastifyRequest) {
      return sessionIdOf(this)
    })

    app.decorateRequest('currentUserId', function (this: FastifyRequest) {
      let pending = userIds.get(this)
      if (!pending) {
        const id = sessionIdOf(this)
        pending = id ? userOfSession(id) : Promise.resolve(null)
        userIds.set(this, pending)
      }
      return pending
    })

    app.decorateRequest('requireUserId', async function (this: FastifyRequest) {
      const userId = await this.currentUserId()
      if (userId === null) throw new ApiFailure(401, NOT_LOGGED_IN)
      learners.set(this, userId)
      return userId
    })

    app.decorateRequest('learnerId', function (this: FastifyRequest) {
      const userId = learners.get(this)
      if (userId === undefined) {
        throw new Error(`${this.routeOptions.url} reads learnerId without access 'learner'`)
      }
      return userId
    })

    const trustedOf = (request: FastifyRequest) =>
      trustedAccounts(app.authSecret, request.cookies[TRUSTED_DEVICE_COOKIE], app.clock())

    app.decorateRequest('trustsDevice', function (this: FastifyRequest, userId: number) {
      return trustedOf(this).includes(userId)
    })

    app.decorateReply(
      'startSession',
      async function (
        this: FastifyReply,
        userId: number,
        guard?: (trx: Kysely<Database>) => Promise<void>,
      ) {
        const previous = sessionIdOf(this.request)
        const id = await replaceSession(app.db, previous, userId, lifetimeMs, new Date(), guard)
        userIds.set(this.request, Promise.resolve(userId))
        // The mini-program too reads the new id from this Set-Cookie (wx.request shows headers).
        this.setCookie(SESSION_COOKIE, id, {
          ...cookieOptions(this.request),
          maxAge: lifetimeMs / 1000,
        })
        // This browser has now proven it knows the account: see services/trusted-devices.ts.
        const device = trustDevice(app.authSecret, trustedOf(this.request), userId, app.clock())
        this.setCookie(TRUSTED_DEVICE_COOKIE, device, {
          ...cookieOptions(this.request),
          maxAge: TRUSTED_DEVICE_RULES.days * 24 * 60 * 60,
        })
      },
    )

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const id = sessionIdOf(this.request)
      if (id) await deleteSession(app.db, id)
      userIds.set(this.request, Promise.resolve(null))
      this.clearCookie(SESSION_COOKIE, cookieOptions(this.request))
    })
  },
  { name: 'session', dependencies: ['database', 'auth-secret', '@fastify/cookie'] },
)
