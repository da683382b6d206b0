import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { findLastLearning } from '@server/db/repositories/catalogue'
import { ApiFailure, ok } from '@server/errors'
import { LastLearningSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /knew/api/wap/lastLearning: the learner's latest study record (continue learning). */
const lastLearning: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/lastLearning',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(LastLearningSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const record = await findLastLearning(app.db, request.learnerId())
      if (!record) throw new ApiFailure(404, '暂无学习记录')
      return ok(record)
    },
  )
}

export default lastLearning
