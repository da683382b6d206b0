import { useEffect, useRef } from 'react'

/** spec §7 saveRecord cadence: every few seconds while playing. */
export const SAVE_EVERY_MS = 5000

/**
 * Keeps the server's saved position true: every SAVE_EVERY_MS while playing, on pause, when
 * the page is hidden (WeChat backgrounded, tab switched) and when the player goes away.
 */
export function usePlaybackRecord(
  video: HTMLVideoElement | null,
  save: (seconds: number) => void,
  now: () => number = Date.now,
): void {
  const saveRef = useRef(save)
  saveRef.current = save
  useEffect(() => {
    if (!video) return
    let lastSaved = now()
    let lastSeconds = -1
    const saveNow = () => {
      const seconds = Math.floor(video.currentTime)
      if (!Number.isFinite(seconds) || seconds === lastSeconds) return
      lastSaved = now()
      lastSeconds = seconds
      saveRef.current(seconds)
    }
    const onTime = () => {
      if (!video.paused && now() - lastSaved >= SAVE_EVERY_MS) saveNow()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow()
    }
    video.addEventListener('timeupdate', onTime)
    video.addEventListener('pause', saveNow)
    video.addEventListener('ended', saveNow)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', saveNow)
    return () => {
      saveNow()
      video.removeEventListener('timeupdate', onTime)
      video.removeEventListener('pause', saveNow)
      video.removeEventListener('ended', saveNow)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', saveNow)
    }
  }, [video, now])
}
