import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { PracticePaperSchema } from '@common/contracts/practice'
import { practicePapers } from '@server/services/practice'

/** GET /api/practice/papers?subjectId=: the subject's papers and practice sets. */
const papers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/practice/papers',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(Type.Array(PracticePaperSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await practicePapers(app.db, request.query.subjectId, app.clock())),
  )
}

export default papers
