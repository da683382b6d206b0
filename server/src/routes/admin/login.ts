import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { StaffEnvelope, StaffLoginBody } from '@common/contracts/staff'
import { findStaffByUsername } from '@server/db/repositories/staff'
import { ok } from '@server/errors'
import { FAILURES } from '@server/failures'
import { loginSucceeded, reserveLoginAttempt } from '@server/services/login-throttle'
import { toStaff } from '@server/services/staff'

/**
 * POST /admin/api/login {username, password} (JSON): a console session. Limited as learners'
 * password logins are (per name and per address, across processes), and answered the same
 * for a wrong name and a wrong password, in the same time.
 */
const staffLogin: FastifyPluginAsyncTypebox = async (app) => {
  let decoyHash: Promise<string> | undefined
  const decoy = () => (decoyHash ??= app.passwords.hash('decoy-password'))

  app.post(
    '/admin/api/login',
    {
      config: { access: 'public' },
      schema: { body: StaffLoginBody, response: { 200: StaffEnvelope, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const username = request.body.username.trim()
      const staff = await findStaffByUsername(app.db, username)
      // Staff names are counted apart from learners' accounts of the same spelling.
      const attempt = await reserveLoginAttempt(
        app.db,
        { account: `staff:${username}`, ip: request.ip, trustedDevice: false },
        app.clock(),
      )
      const hash = staff && !staff.disabled ? staff.password_hash : await decoy()
      const matches = await app.passwords.verify(request.body.password, hash)
      if (!staff || staff.disabled || !matches) throw FAILURES.wrongCredentials()
      await loginSucceeded(app.db, attempt)
      await reply.startStaffSession(staff)
      return ok(toStaff(staff), '登录成功')
    },
  )
}

export default staffLogin
