import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ACCESS } from '@common/constants/access'
import { accessTo } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { CheckClassResultSchema } from '@common/contracts/study'
import { existingClassroom } from '@server/services/lookups'

/** GET /api/home/checkclass/{id}: whether the learner belongs to the class room. */
const checkclass: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/checkclass/:id',
    {
      config: { access: 'learner' },
      schema: {
        params: IdParam,
        response: { 200: envelope(CheckClassResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const classroom = await existingClassroom(app.db, request.params.id)
      const { access } = await accessTo(
        app.db,
        userId,
        'classroom',
        classroom.id,
        classroom.validityDays,
        app.clock(),
      )
      // A member holds the class room now or once activated; an expired one is not.
      return ok({ member: access !== ACCESS.needsPurchase })
    },
  )
}

export default checkclass
