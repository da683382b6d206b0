import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { LiveItemSchema } from '@server/schemas/lives'
import { myClassroomLives } from '@server/services/lives'

/** GET /api/home/livelists/: the lives of the courses of my class rooms, by start time. */
const livelists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/livelists',
    { schema: { response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES } } },
    async (request) =>
      ok(await myClassroomLives(app.db, await request.requireUserId(), app.clock())),
  )
}

export default livelists
