import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { QuestionNoteSchema } from '@common/contracts/practice'
import { noteOf } from '@server/services/notes'

/** GET /api/home/test/getNote/{questionId}: the learner's note on a question ('' when none). */
const getNote: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getNote/:id',
    {
      config: { access: 'learner' },
      schema: {
        params: IdParam,
        response: { 200: envelope(QuestionNoteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await noteOf(app.db, request.learnerId(), request.params.id)),
  )
}

export default getNote
