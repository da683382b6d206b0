import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../../../errors'
import { QuestionPageSchema } from '../../../../schemas/bank'
import { PageNumber, PositiveId } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { ownQuestionPage } from '../../../../services/bank'

/** GET /api/home/test/getWrongLists?subjectId=&p=: the learner's wrong-answer book, latest first. */
const getWrongLists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getWrongLists',
    {
      schema: {
        querystring: Type.Object({ subjectId: PositiveId, p: Type.Optional(PageNumber) }),
        response: { 200: envelope(QuestionPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const { subjectId, p = 1 } = request.query
      return ok(await ownQuestionPage(app.db, userId, subjectId, 'wrong', p))
    },
  )
}

export default getWrongLists
