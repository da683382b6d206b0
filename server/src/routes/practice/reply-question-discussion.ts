import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { AnswerDiscussBody, DiscussionReplySchema } from '@server/schemas/study'
import { questionDiscussion } from '@server/services/discussions'

/** POST /api/home/test/replyDiscuss: a reply under a question's comment (spec §7). */
const replyDiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/test/replyDiscuss',
    {
      schema: {
        body: AnswerDiscussBody,
        response: { 200: envelope(DiscussionReplySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const reply = await questionDiscussion.reply(app.db, { userId, ...request.body })
      return ok(reply, '回复成功')
    },
  )
}

export default replyDiscuss
