import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { IdParam, LiveLessonSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { livesForLearner } from '@server/services/lives'
import { FAILURES } from '@server/failures'

/**
 * GET /api/home/getlivelists/{id}: the lives of a class room's courses; a learner sees their
 * own access to each.
 */
const getlivelists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/getlivelists/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!(await app.publicAnswers.classroom(id)).value) throw FAILURES.classroomNotFound()
      const lives = await app.publicAnswers.classroomLives(id)
      const userId = await request.currentUserId()
      if (userId === null) return reply.sendAnswer(lives)
      return ok(await livesForLearner(app.db, lives.value, userId, app.clock()))
    },
  )
}

export default getlivelists
