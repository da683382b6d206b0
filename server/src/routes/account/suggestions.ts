import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { FEEDBACK_LIMITS } from '@common/rules/validation'
import { ok } from '@server/errors'
import { NullEnvelope } from '@server/schemas/accounts'
import { ERROR_RESPONSES } from '@server/schemas/envelope'
import { submitSuggestion } from '@server/services/suggestions'

// Long enough to answer an over-long text in words, not by schema.
const SuggestionBody = Type.Object({
  content: Type.String({ maxLength: FEEDBACK_LIMITS.maxChars * 10 }),
  contact: Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.contactMax })),
})

/** POST /api/home/suggests/: feedback from learners and visitors; at most 5 an hour per IP. */
const suggests: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/suggests/',
    { schema: { body: SuggestionBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      await submitSuggestion(app.db, {
        userId: await request.currentUserId(),
        content: request.body.content,
        contact: request.body.contact ?? '',
        ip: request.ip,
      })
      return ok(null, '感谢您的反馈，我们会尽快处理')
    },
  )
}

export default suggests
