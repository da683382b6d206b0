import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMyClassrooms } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { MyClassroomSchema } from '@server/schemas/study'

/** GET /knew/home/user/classroom?wap=1: the learner's class rooms, as /api/home/visitclasss/. */
const classroom: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/classroom',
    {
      schema: {
        querystring: Type.Object({ wap: Type.Optional(Type.String({ maxLength: 10 })) }),
        response: { 200: envelope(Type.Array(MyClassroomSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await listMyClassrooms(app.db, await request.requireUserId(), app.clock())),
  )
}

export default classroom
