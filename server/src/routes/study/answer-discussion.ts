import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AnswerDiscussBody, DiscussionReplySchema } from '@common/contracts/study'
import { lessonDiscussion } from '@server/services/discussions'

/** POST /api/home/answerdiscuss: a reply to a comment or to one of its replies. */
const answerdiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/answerdiscuss',
    {
      config: { access: 'learner' },
      schema: {
        body: AnswerDiscussBody,
        response: { 200: envelope(DiscussionReplySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const reply = await lessonDiscussion.reply(app.db, { userId, ...request.body }, app.clock())
      return ok(reply, '回复成功')
    },
  )
}

export default answerdiscuss
