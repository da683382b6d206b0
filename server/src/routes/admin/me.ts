import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { StaffEnvelope } from '@common/contracts/staff'
import { ok } from '@server/errors'
import { toStaff } from '@server/services/staff'

/** GET /admin/api/me: the logged-in staff member (username, role); 401 without a session. */
const me: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/me',
    {
      config: { access: { staff: ['admin', 'content', 'service', 'finance', 'teacher'] } },
      schema: { response: { 200: StaffEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => ok(toStaff(request.staffMember())),
  )
}

export default me
