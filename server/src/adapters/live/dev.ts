import type { LiveStreamProvider } from './provider'

/** The folder of the development stream under server/media/live (made by make-sample.sh). */
export const DEV_STREAM_FOLDER = 'sample'

/**
 * LIVE_PROVIDER=dev: every live plays the committed sample HLS stream, offline, from this
 * server (`/media/live/{liveId}/index.m3u8`, routes/media/live.ts), as its live and as its
 * replay. The address does not expire: the media route itself checks the learner's access.
 */
export const devLiveStream: LiveStreamProvider = {
  name: 'dev',
  addressOf: (live) => ({ url: `/media/live/${live.id}/index.m3u8`, expiresAt: null }),
}
