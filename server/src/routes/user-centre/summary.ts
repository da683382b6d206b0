import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { UserSummarySchema } from '@common/contracts/user-centre'
import { userSummary } from '@server/services/user-summary'

/** GET /api/home/getusers/: the user centre's header (points, sign-in, exam countdown). */
const getusers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/getusers',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(UserSummarySchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await userSummary(app.db, request.learnerId(), app.clock())),
  )
}

export default getusers
