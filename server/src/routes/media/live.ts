import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Type } from 'typebox'
import { ACCESS } from '@common/constants/access'
import { MISSING_PURCHASE_TEXT } from '@common/rules/course-access'
import { DEV_STREAM_FOLDER } from '@server/adapters/live'
import { ApiFailure } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { visitLive } from '@server/services/lives'
import { FAILURES } from '@server/failures'

/** The development stream (server/media/live/sample, made by make-sample.sh). */
const DEV_STREAM_DIR = path.resolve(__dirname, '..', '..', '..', 'media', 'live', DEV_STREAM_FOLDER)

/** The files of an HLS stream: its playlist and its MPEG-TS segments. */
const HLS_FILE = /^(index\.m3u8|segment-\d{2,4}\.ts)$/

/**
 * GET /media/live/{liveId}/{file} (LIVE_PROVIDER=dev only): the sample HLS stream as the live's
 * stream or replay, to those visitLives gives a stream now (free, or access 1, in the live's
 * window or once its replay is ready): the same rule, so a paid live's files are refused to
 * a learner without access even when the address is copied.
 */
const liveMedia: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.live.provider !== 'dev') return
  app.get(
    '/media/live/:id/:file',
    {
      config: { access: 'optional' },
      schema: { params: Type.Object({ id: PositiveId, file: Type.String({ maxLength: 40 }) }) },
    },
    async (request, reply) => {
      const { id, file } = request.params
      if (!HLS_FILE.test(file)) throw FAILURES.liveFileNotFound()
      const userId = await request.currentUserId()
      const live = await visitLive(
        app.db,
        app.liveStream,
        id,
        userId,
        app.clock(),
        app.config.wechatSubscribeTemplateId,
      )
      if (!live.stream) {
        if (live.access === ACCESS.needsPurchase) throw new ApiFailure(403, MISSING_PURCHASE_TEXT)
        if (live.access === ACCESS.needsActivation) throw new ApiFailure(403, '请先激活课程')
        throw new ApiFailure(403, live.state === 'ended' ? '回放生成中' : '直播暂未开始')
      }
      const full = path.join(DEV_STREAM_DIR, file)
      const size = await stat(full).then(
        (stats) => (stats.isFile() ? stats.size : null),
        () => null,
      )
      if (size === null) throw FAILURES.liveFileNotFound()
      return reply
        .header('Cache-Control', 'private, max-age=60')
        .header('Content-Length', size)
        .type(file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .send(createReadStream(full))
    },
  )
}

export default liveMedia
