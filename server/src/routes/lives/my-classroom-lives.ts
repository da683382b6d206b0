import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LiveItemSchema } from '@common/contracts/lives'
import { myClassroomLives } from '@server/services/lives'

/** GET /api/home/livelists/: the lives of the courses of my class rooms, by start time. */
const livelists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/livelists',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await myClassroomLives(app.db, request.learnerId(), app.clock())),
  )
}

export default livelists
