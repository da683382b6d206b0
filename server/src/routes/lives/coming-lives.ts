import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LiveLessonSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { livesForLearner } from '@server/services/lives'
import { ok } from '@server/errors'

/**
 * GET /knew/api/wap/preLive: the lives not yet ended, soonest first (home's 最近直播): the
 * public list for a visitor, with the learner's own access to each for a learner.
 */
const preLive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/preLive',
    {
      config: { access: 'optional' },
      schema: { response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const lives = await app.publicAnswers.recentLives()
      const userId = await request.currentUserId()
      if (userId === null) return reply.sendAnswer(lives)
      return ok(await livesForLearner(app.db, lives.value, userId, app.clock()))
    },
  )
}

export default preLive
