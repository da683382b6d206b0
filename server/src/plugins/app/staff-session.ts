import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { StaffRole } from '@common/constants/staff'
import {
  createStaffSession,
  deleteStaffSession,
  staffOfSession,
  type StaffRow,
} from '../../db/repositories/staff'
import { ApiFailure } from '../../errors'
import { type Actor, audit, ensureFirstAdmin } from '../../services/staff'

/** The console's session cookie: sent only to the console, and never from another site. */
export const STAFF_COOKIE = 'admin_sid'
const STAFF_PATH = '/admin'
/** A console session lasts a working day; staff log in again the next. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000

export const STAFF_LOGIN_NEEDED = '请先登录管理后台'
export const STAFF_FORBIDDEN = '当前账号没有权限执行此操作'

/**
 * Staff sessions (issue 28), apart from the learners': their own table and cookie (HttpOnly,
 * SameSite=Strict, Path=/admin, Secure over HTTPS), so a learner's session never opens the
 * console and a staff session never acts as a learner.
 */
export default fp(
  async (app) => {
    const cookieOptions = (request: FastifyRequest) => ({
      path: STAFF_PATH,
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: request.protocol === 'https',
    })
    const known = new WeakMap<FastifyRequest, Promise<StaffRow | null>>()
    /** Requests whose staff member the access hook (requireStaff) has let through. */
    const admitted = new WeakMap<FastifyRequest, StaffRow>()

    app.decorateRequest('currentStaff', function (this: FastifyRequest) {
      let staff = known.get(this)
      if (!staff) {
        const id = this.cookies[STAFF_COOKIE]
        staff = id ? staffOfSession(app.db, id, Date.now()) : Promise.resolve(null)
        known.set(this, staff)
      }
      return staff
    })

    app.decorateRequest(
      'requireStaff',
      async function (this: FastifyRequest, roles: readonly StaffRole[]) {
        const staff = await this.currentStaff()
        if (!staff) throw new ApiFailure(401, STAFF_LOGIN_NEEDED)
        // An admin may do everything; the others what the route names.
        if (staff.role !== 'admin' && !roles.includes(staff.role as StaffRole)) {
          throw new ApiFailure(403, STAFF_FORBIDDEN)
        }
        admitted.set(this, staff)
        return staff
      },
    )

    app.decorateRequest('staffMember', function (this: FastifyRequest) {
      const staff = admitted.get(this)
      if (!staff) throw new Error(`${this.routeOptions.url} reads staffMember without staff access`)
      return staff
    })

    app.decorateRequest('staffActor', async function (this: FastifyRequest): Promise<Actor> {
      const staff = await this.currentStaff()
      if (!staff) throw new ApiFailure(401, STAFF_LOGIN_NEEDED)
      return { staffId: staff.id, username: staff.username, ip: this.ip }
    })

    app.decorateReply('startStaffSession', async function (this: FastifyReply, staff: StaffRow) {
      const now = Date.now()
      const id = await app.db.transaction().execute(async (trx) => {
        const session = await createStaffSession(trx, staff.id, STAFF_SESSION_MS, now)
        const actor = { staffId: staff.id, username: staff.username, ip: this.request.ip }
        await audit(trx, actor, 'staff.login', `staff:${staff.id}`, {}, now)
        return session
      })
      this.setCookie(STAFF_COOKIE, id, {
        ...cookieOptions(this.request),
        maxAge: STAFF_SESSION_MS / 1000,
      })
    })

    // The first admin from the environment, once the school's database and hashing are up.
    app.addHook('onReady', async () => {
      const first = app.config.firstAdmin
      const hash = (password: string) => app.passwords.hash(password)
      if (await ensureFirstAdmin(app.db, hash, first, Date.now())) {
        app.log.info({ username: first?.username }, 'first admin created from ADMIN_USERNAME')
      }
    })

    app.decorateReply('endStaffSession', async function (this: FastifyReply) {
      const id = this.request.cookies[STAFF_COOKIE]
      if (id) await deleteStaffSession(app.db, id)
      this.clearCookie(STAFF_COOKIE, cookieOptions(this.request))
    })
  },
  { name: 'staff-session', dependencies: ['config', 'database', '@fastify/cookie'] },
)
