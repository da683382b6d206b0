import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PracticeTileSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { practiceTiles } from '@server/services/bank'

/** GET /api/home/test/getPracticeLists?subjectId=: the bank home's tiles with their counts. */
const getPracticeLists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getPracticeLists',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(Type.Array(PracticeTileSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await practiceTiles(
          app.db,
          await request.currentUserId(),
          request.query.subjectId,
          app.clock(),
        ),
      ),
  )
}

export default getPracticeLists
