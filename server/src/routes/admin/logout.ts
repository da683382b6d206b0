import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'

/** POST /admin/api/logout: ends the console session (none is fine: the answer is the same). */
const staffLogout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/api/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (_request, reply) => {
      await reply.endStaffSession()
      return ok(null, '已退出登录')
    },
  )
}

export default staffLogout
