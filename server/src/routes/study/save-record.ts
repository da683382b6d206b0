import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { playableLesson } from '@server/services/lesson-access'
import { saveLessonPosition } from '@server/services/lesson-progress'

/**
 * GET /knew/pc/course/saveRecord?video_id&current_time: where the learner is in a lesson; the
 * lesson's points the first time the watching credited reaches 90% of its video.
 */
const saveRecord: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/saveRecord',
    {
      // Progress (and its points) only from the app's own player, never from a link.
      config: { access: 'learner', changesState: true },
      schema: {
        querystring: Type.Object({ video_id: PositiveId, current_time: Type.Number() }),
        response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const lesson = await playableLesson(app.db, request.query.video_id, userId, app.clock())
      const seconds = Math.min(
        Math.max(Math.floor(request.query.current_time), 0),
        Number(lesson.duration),
      )
      await saveLessonPosition(app.db, userId, lesson, seconds, app.config.points, app.clock())
      return ok(null)
    },
  )
}

export default saveRecord
