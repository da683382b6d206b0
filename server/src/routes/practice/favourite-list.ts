import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { OwnListRouteSchema } from '@common/contracts/bank'
import { ownQuestionPage } from '@server/services/bank'

/** GET /api/home/test/getFavouriteLists?subjectId=&p=: the learner's favourite questions, latest first. */
const getFavouriteLists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getFavouriteLists',
    { config: { access: 'learner' }, schema: OwnListRouteSchema },
    async (request) => {
      const { subjectId, p = 1 } = request.query
      return ok(await ownQuestionPage(app.db, request.learnerId(), subjectId, 'favourite', p))
    },
  )
}

export default getFavouriteLists
