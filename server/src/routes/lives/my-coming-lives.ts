import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { LiveItemSchema } from '@server/schemas/lives'
import { myComingLives } from '@server/services/lives'

/** GET /knew/home/user/prelive: my coming lives (and those on now), soonest first. */
const prelive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/prelive',
    { schema: { response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(await myComingLives(app.db, await request.requireUserId(), app.clock())),
  )
}

export default prelive
