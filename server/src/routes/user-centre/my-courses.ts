import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { MAX_ID } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MyStudyItemSchema } from '@common/contracts/user-centre'
import { myCourses } from '@server/services/my-study'

/** GET /knew/home/user/mycourse?topId=: the learner's courses and banks, of one goods type (0: all). */
const mycourse: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/mycourse',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({
          topId: Type.Integer({ minimum: 0, maximum: MAX_ID, default: 0 }),
        }),
        response: { 200: envelope(Type.Array(MyStudyItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      return ok(await myCourses(app.db, userId, request.query.topId, app.clock()))
    },
  )
}

export default mycourse
