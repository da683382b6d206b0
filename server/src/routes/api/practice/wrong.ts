import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../../errors'
import { PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { WrongBookItemSchema } from '../../../schemas/practice'
import { wrongBook } from '../../../services/practice'

/** GET /api/practice/wrong?subjectId=: the learner's wrong-answer book (question ids with counts). */
const wrong: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/practice/wrong',
    {
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(Type.Array(WrongBookItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await wrongBook(app.db, await request.requireUserId(), request.query.subjectId)),
  )
}

export default wrong
