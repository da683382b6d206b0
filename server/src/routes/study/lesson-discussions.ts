import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { DiscussionPageSchema } from '@common/contracts/study'
import { lessonDiscussion } from '@server/services/discussions'

/** GET /api/home/lessondiscuss/{lessonId}/p/{p}: a page of a lesson's comments (spec §3). */
const lessondiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/lessondiscuss/:lessonId/p/:p',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ lessonId: PositiveId, p: PageNumber }),
        response: { 200: envelope(DiscussionPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await lessonDiscussion.page(app.db, request.params.lessonId, request.params.p)),
  )
}

export default lessondiscuss
