import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listMyClassrooms } from '@server/db/repositories/enrolments'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { MyClassroomSchema } from '@common/contracts/study'

/** GET /api/home/visitclasss/: the learner's class rooms (/user/study/classroom). */
const visitclasss: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/visitclasss',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(MyClassroomSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await listMyClassrooms(app.db, request.learnerId(), app.clock())),
  )
}

export default visitclasss
