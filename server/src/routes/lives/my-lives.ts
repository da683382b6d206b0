import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { MyLiveSchema } from '@server/schemas/user-centre'
import { myLives } from '@server/services/my-study'

/** GET /knew/home/user/live: the lives of the learner's courses, coming ones first. */
const live: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/live',
    { schema: { response: { 200: envelope(Type.Array(MyLiveSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(await myLives(app.db, await request.requireUserId(), app.clock())),
  )
}

export default live
