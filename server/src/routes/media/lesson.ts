import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParam } from '@common/contracts/catalogue'
import { sendStoredVideo } from '@server/media-range'
import { playableLesson } from '@server/services/lesson-access'

/** GET /media/lesson/{lessonId}: the lesson's video, to those who may play it, by ranges. */
const lessonMedia: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/lesson/:id',
    { config: { access: 'optional' }, schema: { params: IdParam } },
    async (request, reply) => {
      const lesson = await playableLesson(
        app.db,
        request.params.id,
        await request.currentUserId(),
        app.clock(),
      )
      return sendStoredVideo(request, reply, app.mediaStorage, lesson.media_file)
    },
  )
}

export default lessonMedia
