import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from 'typebox'
import {
  addDiscussion,
  addReply,
  listDiscussions,
  participantsOf,
} from '../../../db/repositories/discussions'
import { ApiFailure, ok } from '../../../errors'
import { PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import {
  AddDiscussBody,
  AnswerDiscussBody,
  DiscussionPageSchema,
  DiscussionReplySchema,
  DiscussionSchema,
} from '../../../schemas/study'
import { assertMayPost, discussionContent } from '../../../services/discussion-rules'
import { existingLesson } from '../../../services/lesson-access'
import { requireUserId } from '../../guards'

/** spec §3 lesson discussion: comments on a lesson and replies to them. */
const discussions: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { lessonId: number; p: number } }>(
    '/api/home/lessondiscuss/:lessonId/p/:p',
    {
      schema: {
        params: Type.Object({
          lessonId: PositiveId,
          p: Type.Integer({ minimum: 1, maximum: 100000 }),
        }),
        response: { 200: envelope(DiscussionPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await existingLesson(app.db, request.params.lessonId)
      return ok(await listDiscussions(app.db, request.params.lessonId, request.params.p))
    },
  )

  app.post<{ Body: Static<typeof AddDiscussBody> }>(
    '/api/home/adddiscuss',
    {
      schema: {
        body: AddDiscussBody,
        response: { 200: envelope(DiscussionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const content = discussionContent(request.body.content)
      await existingLesson(app.db, request.body.lessonId)
      await assertMayPost(app.db, userId)
      return ok(await addDiscussion(app.db, userId, request.body.lessonId, content), '评论成功')
    },
  )

  app.post<{ Body: Static<typeof AnswerDiscussBody> }>(
    '/api/home/answerdiscuss',
    {
      schema: {
        body: AnswerDiscussBody,
        response: { 200: envelope(DiscussionReplySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const content = discussionContent(request.body.content)
      const { discussId, targetUserId } = request.body
      const participants = await participantsOf(app.db, discussId)
      if (!participants) throw new ApiFailure(404, '评论不存在')
      if (!participants.has(targetUserId)) throw new ApiFailure(400, '回复的用户不在该评论中')
      await assertMayPost(app.db, userId)
      return ok(await addReply(app.db, { userId, discussId, targetUserId, content }), '回复成功')
    },
  )
}

export default discussions
