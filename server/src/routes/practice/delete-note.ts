import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { QuestionNoteSchema } from '@common/contracts/practice'
import { removeNote } from '@server/services/notes'

/**
 * GET /api/home/test/delNote/{questionId}: deletes the learner's note on a question (a GET, as
 * spec §7 has it: only the app's own requests, never a link from another site).
 */
const delNote: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/delNote/:id',
    {
      config: { access: 'learner', changesState: true },
      schema: {
        params: IdParam,
        response: { 200: envelope(QuestionNoteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await removeNote(app.db, request.learnerId(), request.params.id)),
  )
}

export default delNote
