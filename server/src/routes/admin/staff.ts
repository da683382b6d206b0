import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { NewStaffBody, StaffEnvelope } from '@common/contracts/staff'
import { ok } from '@server/errors'
import { createStaffAccount } from '@server/services/staff'

/** POST /admin/api/staff {username, password, role} (JSON): a new staff account; admin only. */
const newStaff: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/api/staff',
    {
      config: { access: { staff: ['admin'] } },
      schema: { body: NewStaffBody, response: { 200: StaffEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const staff = await createStaffAccount(
        app.db,
        (password) => app.passwords.hash(password),
        request.body,
        await request.staffActor(),
        app.clock(),
      )
      return ok(staff, '已创建')
    },
  )
}

export default newStaff
