import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { AddQuestionDiscussBody, QuestionDiscussionSchema } from '@common/contracts/study'
import { questionDiscussion } from '@server/services/discussions'

/** POST /api/home/test/addDiscuss/{questionId} {content}: a learner's comment on a question. */
const addDiscuss: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/home/test/addDiscuss/:id',
    {
      config: { access: 'learner' },
      schema: {
        params: IdParam,
        body: AddQuestionDiscussBody,
        response: { 200: envelope(QuestionDiscussionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const comment = await questionDiscussion.comment(
        app.db,
        {
          userId,
          topicId: request.params.id,
          content: request.body.content,
        },
        app.clock(),
      )
      return ok(comment, '评论成功')
    },
  )
}

export default addDiscuss
