import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { subjectProgress } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { SubjectStatisticSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { existingSubject } from '@server/services/bank'

/**
 * GET /api/v1/statistic?subjectId=: spec §3 subject statistic of the learner: the subject's
 * questions, those answered, those right at the latest answer. Needs a login (spec §6).
 */
const statistic: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/statistic',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(SubjectStatisticSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const subject = await existingSubject(app.db, request.query.subjectId)
      const { done, right } = await subjectProgress(app.db, userId, Number(subject.id))
      return ok({
        totalQuestion: Number(subject.question_count),
        doneQuestion: done,
        rightQuestion: right,
      })
    },
  )
}

export default statistic
