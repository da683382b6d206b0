import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LiveItemSchema } from '@common/contracts/lives'
import { myComingLives } from '@server/services/lives'

/** GET /knew/home/user/prelive: my coming lives (and those on now), soonest first. */
const prelive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/prelive',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await myComingLives(app.db, request.learnerId(), app.clock())),
  )
}

export default prelive
