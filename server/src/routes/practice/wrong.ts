import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { WrongBookItemSchema, WrongQuestionSchema } from '@common/contracts/practice'
import { wrongBook } from '@server/services/practice'
import { wrongQuestion } from '@server/services/wrong-question'

/**
 * GET /api/practice/wrong?subjectId=[&chapterId=&type=&mastered=1]: the learner's wrong-answer
 * book (question ids with counts), by chapter or type; mastered=1 its 已掌握 archive.
 */
const wrong: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/practice/wrong',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({
          subjectId: PositiveId,
          chapterId: Type.Optional(PositiveId),
          type: Type.Optional(Type.String({ maxLength: 16 })),
          mastered: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
        }),
        response: { 200: envelope(Type.Array(WrongBookItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { subjectId, chapterId, type, mastered } = request.query
      const userId = request.learnerId()
      return ok(
        await wrongBook(app.db, userId, subjectId, {
          chapterId,
          kind: type,
          mastered: mastered === 1,
        }),
      )
    },
  )

  // GET /api/practice/wrong/{questionId}: one question of the book, to review.
  app.get(
    '/api/practice/wrong/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ questionId: PositiveId }),
        response: { 200: envelope(WrongQuestionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await wrongQuestion(app.db, request.learnerId(), request.params.questionId)),
  )
}

export default wrong
