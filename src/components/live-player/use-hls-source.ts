import { useEffect, useRef, useState } from 'react'
import { RECONNECT_MS } from '@/constants/video'
import { isIOS } from '@common/rules/user-agent'

/** What the player shows over the video. */
export type StreamStatus = 'loading' | 'playing' | 'reconnecting' | 'unsupported'

const HLS_TYPE = 'application/vnd.apple.mpegurl'

type Detach = () => void

/** WebKit's own HLS (iOS, WeChat on iOS): a dropped stream is loaded again where it was. */
function attachNative(
  video: HTMLVideoElement,
  url: string,
  setStatus: (status: StreamStatus) => void,
  onLost: () => void,
): Detach {
  let timer: ReturnType<typeof setTimeout> | undefined
  let dropped = false
  const reconnect = () => {
    clearTimeout(timer)
    const wasPlaying = !video.paused
    // A replay goes on from where it was (a live has only its edge).
    const at = video.currentTime
    video.src = url
    video.load()
    if (at > 0) {
      video.addEventListener('loadedmetadata', () => (video.currentTime = at), { once: true })
    }
    if (wasPlaying) video.play().catch(() => undefined)
  }
  const lost = () => {
    dropped = true
    setStatus('reconnecting')
    onLost()
    clearTimeout(timer)
    timer = setTimeout(reconnect, RECONNECT_MS)
  }
  const playing = () => {
    dropped = false
    setStatus('playing')
  }
  // Back online after a drop: at once; a network change without a drop needs nothing.
  const online = () => dropped && reconnect()
  video.addEventListener('error', lost)
  video.addEventListener('playing', playing)
  video.addEventListener('loadeddata', playing)
  window.addEventListener('online', online)
  video.src = url
  return () => {
    clearTimeout(timer)
    video.removeEventListener('error', lost)
    video.removeEventListener('playing', playing)
    video.removeEventListener('loadeddata', playing)
    window.removeEventListener('online', online)
    video.removeAttribute('src')
    video.load()
  }
}

/**
 * hls.js, its own chunk of the H5 build; the mini-program build drops this import (the constant
 * condition), as its video component plays HLS itself.
 */
const loadHls =
  process.env.TARO_ENV === 'h5' ? () => import(/* webpackChunkName: "hls" */ 'hls.js/light') : null

/** hls.js over Media Source Extensions (Android's X5 and every other browser). */
async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  setStatus: (status: StreamStatus) => void,
  onLost: () => void,
): Promise<Detach | null> {
  if (!loadHls) return null
  const { default: Hls } = await loadHls()
  if (!Hls.isSupported()) return null
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30 })
  let timer: ReturnType<typeof setTimeout> | undefined
  let dropped = false
  // Loading resumes where it stopped: a replay keeps its position, a live its edge.
  const reconnect = () => {
    clearTimeout(timer)
    hls.startLoad()
  }
  const online = () => dropped && reconnect()
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError()
      return
    }
    dropped = true
    setStatus('reconnecting')
    onLost()
    clearTimeout(timer)
    timer = setTimeout(reconnect, RECONNECT_MS)
  })
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    dropped = false
    setStatus('playing')
  })
  window.addEventListener('online', online)
  hls.loadSource(url)
  hls.attachMedia(video)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('online', online)
    hls.destroy()
  }
}

/**
 * Plays an HLS playlist in a video element: natively on iOS (and wherever hls.js cannot run
 * but the browser can), else with hls.js, which is fetched only here (its own chunk). A
 * network drop shows 正在重连 and asks again every few seconds and when the phone is back
 * online; `onLost` tells the page, which fetches a fresh address when its signed one expires.
 */
export function useHlsSource(
  video: HTMLVideoElement | null,
  url: string,
  onLost: () => void,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('loading')
  // The page's latest callback, without restarting the stream when it changes.
  const lostRef = useRef(onLost)
  lostRef.current = onLost
  useEffect(() => {
    const lost = () => lostRef.current()
    if (!video) return
    setStatus('loading')
    let detach: Detach | null = null
    let disposed = false
    // The mini-program's video element has neither: it plays the playlist from its src.
    const native = typeof video.canPlayType !== 'function' || video.canPlayType(HLS_TYPE) !== ''
    const ios =
      typeof navigator === 'undefined' || isIOS(navigator.userAgent, navigator.maxTouchPoints)
    if (native && ios) {
      detach = attachNative(video, url, setStatus, lost)
    } else {
      attachHlsJs(video, url, setStatus, lost).then(
        (done) => {
          if (disposed) return done?.()
          if (done) detach = done
          else if (native) detach = attachNative(video, url, setStatus, lost)
          else setStatus('unsupported')
        },
        () => !disposed && setStatus('unsupported'),
      )
    }
    return () => {
      disposed = true
      detach?.()
    }
  }, [video, url])
  return status
}
