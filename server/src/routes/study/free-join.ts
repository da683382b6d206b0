import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AccessResultSchema, FreeJoinBody } from '@common/contracts/study'
import { joinFree } from '@server/services/enrolment'

/** POST /knew/pc/course/free {id, type}: free join of a free course or class room (spec §4). */
const free: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/knew/pc/course/free',
    {
      config: { access: 'learner' },
      schema: {
        body: FreeJoinBody,
        response: { 200: envelope(AccessResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { id, type } = request.body
      return ok(await joinFree(app.db, { userId, kind: type, id }, app.clock()), '加入成功')
    },
  )
}

export default free
