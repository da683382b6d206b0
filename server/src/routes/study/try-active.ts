import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ActivationResultSchema } from '@common/contracts/study'
import { activate } from '@server/services/enrolment'
import { validityOfExisting } from '@server/services/lookups'

/** GET /knew/pc/course/tryActive/?id=: activation starts a bought course's validity period. */
const tryActive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/tryActive',
    {
      // Activation starts the validity: never from a link on another site.
      config: { access: 'learner', changesState: true },
      schema: {
        querystring: Type.Object({ id: PositiveId }),
        response: { 200: envelope(ActivationResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      await validityOfExisting(app.db, 'course', request.query.id)
      return ok(await activate(app.db, userId, request.query.id, app.clock()), '激活成功')
    },
  )
}

export default tryActive
