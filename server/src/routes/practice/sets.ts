import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { OwnSetBodySchema, PracticePaperSchema } from '@common/contracts/practice'
import { makeOwnSet } from '@server/services/own-sets'

/**
 * POST /api/practice/sets {subjectId, source: wrong | favourite | point | smart, pointId?,
 * chapterId?, type?}: makes a practice set of the learner's own; started then with
 * POST /api/practice/attempts {paperId: its id, mode}.
 */
const sets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/sets',
    {
      config: { access: 'learner' },
      schema: {
        body: OwnSetBodySchema,
        response: { 200: envelope(PracticePaperSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      return ok(await makeOwnSet(app.db, userId, request.body, app.clock()))
    },
  )
}

export default sets
