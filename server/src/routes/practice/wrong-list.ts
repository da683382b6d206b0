import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { OwnListRouteSchema } from '@common/contracts/bank'
import { ownQuestionPage } from '@server/services/bank'

/** GET /api/home/test/getWrongLists?subjectId=&p=: the learner's wrong-answer book, latest first. */
const getWrongLists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getWrongLists',
    { config: { access: 'learner' }, schema: OwnListRouteSchema },
    async (request) => {
      const { subjectId, p = 1 } = request.query
      return ok(await ownQuestionPage(app.db, request.learnerId(), subjectId, 'wrong', p))
    },
  )
}

export default getWrongLists
