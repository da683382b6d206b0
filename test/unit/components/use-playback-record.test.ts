import { renderHook } from '@testing-library/react'
import { SAVE_EVERY_MS, usePlaybackRecord } from '@/components/lesson-player/use-playback-record'

/** A video element as far as the hook reads it: time, paused, and its events. */
function fakeVideo() {
  const video = document.createElement('video')
  let time = 0
  let paused = true
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (t: number) => (time = t) })
  Object.defineProperty(video, 'paused', { get: () => paused })
  return {
    video,
    playTo(seconds: number) {
      paused = false
      time = seconds
      video.dispatchEvent(new Event('timeupdate'))
    },
    pause() {
      paused = true
      video.dispatchEvent(new Event('pause'))
    },
  }
}

describe('saving the play position (saveRecord)', () => {
  it('saves every few seconds while playing, on pause, when hidden and when leaving', () => {
    let clock = 0
    const save = jest.fn()
    const { video, playTo, pause } = fakeVideo()
    const { unmount } = renderHook(() => usePlaybackRecord(video, save, () => clock))

    clock = 1000
    playTo(1.2)
    expect(save).not.toHaveBeenCalled()
    clock = SAVE_EVERY_MS
    playTo(5.7)
    expect(save).toHaveBeenLastCalledWith(5)
    clock += 1000
    playTo(6.5)
    expect(save).toHaveBeenCalledTimes(1)

    pause()
    expect(save).toHaveBeenLastCalledWith(6)
    pause()
    expect(save).toHaveBeenCalledTimes(2)

    playTo(42.9)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(save).toHaveBeenLastCalledWith(42)

    playTo(50)
    unmount()
    expect(save).toHaveBeenLastCalledWith(50)
    expect(save).toHaveBeenCalledTimes(4)
  })
})
