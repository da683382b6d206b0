import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { SignDaysSchema } from '@common/contracts/user-centre'
import { signDays } from '@server/services/sign-in'

/** GET /api/home/signdays/?month=YYYY-MM: the days signed in a month (default this month). */
const signdays: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/signdays',
    {
      config: { access: 'learner' },
      schema: {
        // Checked by the service, which says what a month looks like.
        querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: envelope(SignDaysSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      return ok(await signDays(app.db, userId, request.query.month, app.config.points, app.clock()))
    },
  )
}

export default signdays
