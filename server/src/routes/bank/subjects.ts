import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { examExists, subjectsOfExam } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { SubjectInfoSchema, SubjectSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { subjectInfo, toSubject } from '@server/services/bank'
import { FAILURES } from '@server/failures'

/**
 * GET /api/v1/subjects?examId=&year=: an exam's subjects of a year (its newest by default);
 * GET /api/v1/subjects/{subjectID}/info: one subject with its paper structure and counts.
 */
const subjects: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/subjects',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({
          examId: PositiveId,
          year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
        }),
        response: { 200: envelope(Type.Array(SubjectSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { examId, year } = request.query
      if (!(await examExists(app.db, examId))) throw FAILURES.examNotFound()
      const now = app.clock()
      return ok((await subjectsOfExam(app.db, examId, year)).map((row) => toSubject(row, now)))
    },
  )

  app.get(
    '/api/v1/subjects/:subjectID/info',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ subjectID: PositiveId }),
        response: { 200: envelope(SubjectInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await subjectInfo(app.db, request.params.subjectID, app.clock())),
  )
}

export default subjects
