import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { YearSubjects } from '@common/contracts/bank'
import { allSubjectsOfExam, examExists } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { YearSubjectsSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { toSubject } from '@server/services/bank'
import { FAILURES } from '@server/failures'

/** GET /api/v1/yearSubjects?examId=: an exam's subjects grouped by exam year, newest first. */
const yearSubjects: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/yearSubjects',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ examId: PositiveId }),
        response: { 200: envelope(Type.Array(YearSubjectsSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { examId } = request.query
      if (!(await examExists(app.db, examId))) throw FAILURES.examNotFound()
      const now = app.clock()
      const years: YearSubjects[] = []
      for (const row of await allSubjectsOfExam(app.db, examId)) {
        const subject = toSubject(row, now)
        const group = years.find((entry) => entry.year === subject.year)
        if (group) group.subjects.push(subject)
        else years.push({ year: subject.year, subjects: [subject] })
      }
      return ok(years)
    },
  )
}

export default yearSubjects
