import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PaperListTypeSchema, PaperPageSchema } from '@common/contracts/bank'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { paperPage } from '@server/services/bank'

/**
 * GET /api/home/testlists/{subjectId}/type/{type}/p/{page}: a page of a subject's papers, with
 * the learner's answered count. Types: 1 mock and past-style papers, 2 押题卷, 3 chapter
 * practice, 4 free trial.
 */
const testlists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/testlists/:id/type/:type/p/:page',
    {
      config: { access: 'optional' },
      schema: {
        params: Type.Object({
          id: PositiveId,
          type: PaperListTypeSchema,
          page: PageNumber,
        }),
        response: { 200: envelope(PaperPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, type, page } = request.params
      return ok(await paperPage(app.db, await request.currentUserId(), id, type, page, app.clock()))
    },
  )
}

export default testlists
