import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ChapterPageSchema } from '@common/contracts/bank'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { chapterPage } from '@server/services/bank'

/** GET /api/home/sortinfos/{subjectId}/p/{page}: a page of a subject's chapters with progress. */
const sortinfos: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/sortinfos/:id/p/:p',
    {
      config: { access: 'optional' },
      schema: {
        params: Type.Object({ id: PositiveId, p: PageNumber }),
        response: { 200: envelope(ChapterPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, p } = request.params
      return ok(await chapterPage(app.db, await request.currentUserId(), id, p))
    },
  )
}

export default sortinfos
