import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { findPaper, paperProgress } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { PaperCompletionSchema } from '@common/contracts/bank'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { FAILURES } from '@server/failures'

/** GET /new/home/practice/getComplete/id/{paperId}: how much of a paper the learner has answered. */
const getComplete: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/home/practice/getComplete/id/:id',
    {
      config: { access: 'learner' },
      schema: {
        params: IdParam,
        response: { 200: envelope(PaperCompletionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const paper = await findPaper(app.db, request.params.id)
      if (!paper || paper.status === 'draft') throw FAILURES.paperNotFound()
      const paperId = Number(paper.id)
      const own = (await paperProgress(app.db, userId, [paperId])).get(paperId)
      const questionCount = Number(paper.question_count)
      const done = own?.done ?? 0
      return ok({
        paperId,
        questionCount,
        done,
        right: own?.right ?? 0,
        complete: questionCount > 0 && done >= questionCount,
      })
    },
  )
}

export default getComplete
