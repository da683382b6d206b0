import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { HomeNavEnvelope } from '@common/contracts/home-layout'

/** GET /api/home/nav (BOOT_PATHS.homeNav): the home navigation as the school arranged it. */
const homeNav: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/nav',
    {
      config: { access: 'public' },
      schema: { response: { 200: HomeNavEnvelope, ...ERROR_RESPONSES } },
    },
    async (_request, reply) => reply.sendAnswer(await app.publicAnswers.homeNav()),
  )
}

export default homeNav
