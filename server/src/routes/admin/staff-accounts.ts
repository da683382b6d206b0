import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { StaffChangeBody, StaffEnvelope, StaffListEnvelope } from '@common/contracts/staff'
import { listStaff } from '@server/db/repositories/staff'
import { ok } from '@server/errors'
import { changeStaffAccount, toStaff } from '@server/services/staff'

/**
 * GET /admin/api/staff: every staff account; PATCH /admin/api/staff/:id {role, disabled,
 * password} (JSON): changes one. Admin only.
 */
const staffAccounts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/staff',
    {
      config: { access: { staff: ['admin'] } },
      schema: { response: { 200: StaffListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok((await listStaff(app.db)).map(toStaff)),
  )

  app.patch(
    '/admin/api/staff/:id',
    {
      config: { access: { staff: ['admin'] } },
      schema: {
        params: Type.Object({ id: PositiveId }),
        body: StaffChangeBody,
        response: { 200: StaffEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await changeStaffAccount(
        app.db,
        (password) => app.passwords.hash(password),
        request.params.id,
        request.body,
        await request.staffActor(),
        app.clock(),
      )
      return ok(staff, '已保存')
    },
  )
}

export default staffAccounts
