import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { QuestionDiscussionPageSchema } from '@common/contracts/study'
import { questionDiscussion } from '@server/services/discussions'

/** GET /api/home/test/getDiscuss/{questionId}/p/{p}: a page of a question's comments (spec §7). */
const getDiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/test/getDiscuss/:id/p/:p',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ id: PositiveId, p: PageNumber }),
        response: { 200: envelope(QuestionDiscussionPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await questionDiscussion.page(app.db, request.params.id, request.params.p)),
  )
}

export default getDiscuss
