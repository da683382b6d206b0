import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMyClassrooms } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MyClassroomSchema } from '@common/contracts/study'

/** GET /knew/home/user/classroom?wap=1: the learner's class rooms, as /api/home/visitclasss/. */
const classroom: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/classroom',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ wap: Type.Optional(Type.String({ maxLength: 10 })) }),
        response: { 200: envelope(Type.Array(MyClassroomSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await listMyClassrooms(app.db, request.learnerId(), app.clock())),
  )
}

export default classroom
