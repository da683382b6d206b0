import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { NullEnvelope, SuggestionBody } from '@common/contracts/accounts'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { submitSuggestion } from '@server/services/suggestions'

/** POST /api/home/suggests/: feedback from learners and visitors; at most 5 an hour per IP. */
const suggests: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/suggests/',
    {
      config: { access: 'optional' },
      schema: { body: SuggestionBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await submitSuggestion(
        app.db,
        {
          userId: await request.currentUserId(),
          content: request.body.content,
          contact: request.body.contact ?? '',
          ip: request.ip,
        },
        app.clock(),
      )
      return ok(null, '感谢您的反馈，我们会尽快处理')
    },
  )
}

export default suggests
