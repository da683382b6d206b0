import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findSubject } from '@server/db/repositories/bank'
import { ok } from '@server/errors'
import { SubjectSchema } from '@common/contracts/bank'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ownedSubjectIds, toSubject } from '@server/services/bank'

/** GET /api/home/ownlists/: the subjects whose bank the learner may open, latest bought first. */
const ownlists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/ownlists',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(SubjectSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = request.learnerId()
      const now = app.clock()
      const rows = await Promise.all(
        (await ownedSubjectIds(app.db, userId, now)).map((id) => findSubject(app.db, id)),
      )
      return ok(rows.flatMap((row) => (row ? [toSubject(row, now)] : [])))
    },
  )
}

export default ownlists
