import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AddDiscussBody, DiscussionSchema } from '@common/contracts/study'
import { lessonDiscussion } from '@server/services/discussions'

/** POST /api/home/adddiscuss: a learner's comment on a lesson. */
const adddiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/adddiscuss',
    {
      config: { access: 'learner' },
      schema: {
        body: AddDiscussBody,
        response: { 200: envelope(DiscussionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { lessonId, content } = request.body
      const comment = await lessonDiscussion.comment(
        app.db,
        { userId, topicId: lessonId, content },
        app.clock(),
      )
      return ok(comment, '评论成功')
    },
  )
}

export default adddiscuss
