import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AnswerDiscussBody, DiscussionReplySchema } from '@common/contracts/study'
import { questionDiscussion } from '@server/services/discussions'

/** POST /api/home/test/replyDiscuss: a reply under a question's comment (spec §7). */
const replyDiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/test/replyDiscuss',
    {
      config: { access: 'learner' },
      schema: {
        body: AnswerDiscussBody,
        response: { 200: envelope(DiscussionReplySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const reply = await questionDiscussion.reply(app.db, { userId, ...request.body }, app.clock())
      return ok(reply, '回复成功')
    },
  )
}

export default replyDiscuss
