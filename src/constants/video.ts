/**
 * WeChat's in-app browsers play a video inline only with these (X5 on Android, WebKit on iOS;
 * ../shared/notes/wechat.md): without them the video jumps to a full-screen native player.
 */
export const INLINE_VIDEO_ATTRIBUTES = {
  playsInline: true,
  'webkit-playsinline': 'true',
  'x5-playsinline': 'true',
  'x5-video-player-type': 'h5',
  'x5-video-orientation': 'landscape|portrait',
} as const

/** After a network drop the stream is asked again this long after (and at once when online). */
export const RECONNECT_MS = 3000
