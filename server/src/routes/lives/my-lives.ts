import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MyLiveSchema } from '@common/contracts/user-centre'
import { myLives } from '@server/services/my-study'

/** GET /knew/home/user/live: the lives of the learner's courses, coming ones first. */
const live: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/live',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(MyLiveSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await myLives(app.db, request.learnerId(), app.clock())),
  )
}

export default live
