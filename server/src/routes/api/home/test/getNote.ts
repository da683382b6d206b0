import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../../errors'
import { IdParam } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { QuestionNoteSchema } from '../../../../schemas/practice'
import { noteOf } from '../../../../services/notes'

/** GET /api/home/test/getNote/{questionId}: the learner's note on a question ('' when none). */
const getNote: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getNote/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(QuestionNoteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await noteOf(app.db, await request.requireUserId(), request.params.id)),
  )
}

export default getNote
