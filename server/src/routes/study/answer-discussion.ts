import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { AnswerDiscussBody, DiscussionReplySchema } from '@server/schemas/study'
import { lessonDiscussion } from '@server/services/discussions'

/** POST /api/home/answerdiscuss: a reply to a comment or to one of its replies. */
const answerdiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/answerdiscuss',
    {
      schema: {
        body: AnswerDiscussBody,
        response: { 200: envelope(DiscussionReplySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const reply = await lessonDiscussion.reply(app.db, { userId, ...request.body })
      return ok(reply, '回复成功')
    },
  )
}

export default answerdiscuss
