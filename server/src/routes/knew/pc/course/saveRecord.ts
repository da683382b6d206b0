import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { savePosition } from '../../../../db/repositories/lessons'
import { ok } from '../../../../errors'
import { PositiveId } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { playableLesson } from '../../../../services/lesson-access'

/** GET /knew/pc/course/saveRecord?video_id&current_time: where the learner is in a lesson. */
const saveRecord: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/saveRecord',
    {
      schema: {
        querystring: Type.Object({ video_id: PositiveId, current_time: Type.Number() }),
        response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const lesson = await playableLesson(app.db, request.query.video_id, userId)
      const seconds = Math.min(
        Math.max(Math.floor(request.query.current_time), 0),
        Number(lesson.duration),
      )
      await savePosition(app.db, userId, Number(lesson.id), seconds)
      return ok(null)
    },
  )
}

export default saveRecord
