import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { QuestionNoteSchema } from '@common/contracts/practice'
import { writeNote } from '@server/services/notes'

/** POST /api/home/test/addNote/{questionId} {content}: writes the learner's note on a question. */
const addNote: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/test/addNote/:id',
    {
      config: { access: 'learner' },
      schema: {
        params: IdParam,
        body: Type.Object({ content: Type.String({ maxLength: 4000 }) }),
        response: { 200: envelope(QuestionNoteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await writeNote(
          app.db,
          request.learnerId(),
          request.params.id,
          request.body.content,
          app.clock(),
        ),
      ),
  )
}

export default addNote
