import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'

/** POST /knew/home/user/logout: ends the session on the server and clears the cookie. */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/home/user/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (_request, reply) => {
      await reply.endSession()
      return ok(null, '已退出登录')
    },
  )
}

export default logout
