import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { lastPapers, paperProgress } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { PracticeRecordSchema } from '@common/contracts/bank'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { chinaTime } from '@server/time'

/** Papers listed by lastrecords. */
const LAST_RECORDS = 10

/** GET /api/home/lastrecords/: the papers the learner practised last, newest first. */
const lastrecords: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/lastrecords',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(PracticeRecordSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = request.learnerId()
      const papers = await lastPapers(app.db, userId, LAST_RECORDS)
      const progress = await paperProgress(
        app.db,
        userId,
        papers.map((paper) => Number(paper.id)),
      )
      return ok(
        papers.map((paper) => ({
          paperId: Number(paper.id),
          paperTitle: paper.title,
          subjectId: Number(paper.subject_id),
          subjectName: paper.subject_name,
          questionCount: Number(paper.question_count),
          done: progress.get(Number(paper.id))?.done ?? 0,
          answeredAt: chinaTime(Number(paper.answered_at)),
        })),
      )
    },
  )
}

export default lastrecords
