import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findPaper, paperUnitFree } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { PaperAccessSchema } from '@common/contracts/bank'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { existingSubject, subjectAccess, toSubject } from '@server/services/bank'
import { FAILURES } from '@server/failures'

/**
 * GET /api/home/checkaccess/{paperId}/p/{n}: whether the learner may open question n of a
 * paper: free trial questions are open to anyone, the rest need the subject's access; the 押题卷
 * opens a week before the exam.
 */
const checkaccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/checkaccess/:id/p/:p',
    {
      config: { access: 'optional' },
      schema: {
        params: Type.Object({ id: PositiveId, p: PageNumber }),
        response: { 200: envelope(PaperAccessSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, p } = request.params
      const paper = await findPaper(app.db, id)
      if (!paper || paper.status === 'draft') throw FAILURES.paperNotFound()
      const free = await paperUnitFree(app.db, id, p)
      if (free === undefined) throw FAILURES.questionNotInPaper()
      const subjectId = Number(paper.subject_id)
      const own = await subjectAccess(app.db, await request.currentUserId(), subjectId, app.clock())
      // The 押题卷 opens for no one before a week before the exam, free questions included.
      const closed =
        paper.kind === 'sprint' &&
        !toSubject(await existingSubject(app.db, subjectId), app.clock()).isSprintOpen
      return ok({
        paperId: id,
        subjectId,
        question: p,
        access: !closed && (free || own.access),
        free: !closed && free,
        loggedIn: own.loggedIn,
      })
    },
  )
}

export default checkaccess
