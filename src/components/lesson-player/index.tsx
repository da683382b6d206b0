import { View } from '@tarojs/components'
import { createElement, useState } from 'react'
import { INLINE_VIDEO_ATTRIBUTES } from '@/constants/video'
import { background } from '@/services/notify'
import { resumeAt } from '@/utils/lessons'
import { PLAYBACK_RATES } from '../playback-rates'
import { LessonControls } from './controls'
import type { LessonPlayerProps } from './props'
import { usePlaybackRecord } from './use-playback-record'
import './index.scss'

async function enterLandscapeFullscreen(video: HTMLVideoElement): Promise<void> {
  const webkit = video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }
  if (video.requestFullscreen) {
    await video.requestFullscreen().catch(() => undefined)
    const orientation = screen.orientation as ScreenOrientation & {
      lock?: (orientation: string) => Promise<void>
    }
    await orientation?.lock?.('landscape').catch(() => undefined)
  } else {
    webkit.webkitEnterFullscreen?.()
  }
}

export { PLAYBACK_RATES } from '../playback-rates'

/**
 * H5 (index.weapp.tsx is the mini-program's). The lesson video: inline in WeChat, resumes at the saved position once its metadata is in,
 * saves the position as it plays, with speeds, the next lesson and landscape full screen.
 */
export function LessonPlayer({
  lesson,
  onSave,
  onFirstPlay,
  onNext,
  onPlayingChange,
}: LessonPlayerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const [rate, setRate] = useState<number>(1)
  const [played, setPlayed] = useState(false)
  usePlaybackRecord(video, onSave)

  return (
    <View className="lesson-player">
      {createElement('video', {
        ref: setVideo,
        key: lesson.id,
        className: 'lesson-player__video',
        src: lesson.mediaUrl,
        controls: true,
        preload: 'metadata',
        controlsList: 'nodownload',
        'aria-label': `课时视频：${lesson.lessonTitle}`,
        ...INLINE_VIDEO_ATTRIBUTES,
        onLoadedMetadata: (event: { currentTarget: HTMLVideoElement }) => {
          const element = event.currentTarget
          element.playbackRate = rate
          const at = resumeAt(lesson.position, element.duration || lesson.duration)
          if (at > 0) element.currentTime = at
        },
        onPause: () => onPlayingChange?.(false),
        onEnded: () => onPlayingChange?.(false),
        onPlay: () => {
          onPlayingChange?.(true)
          if (played) return
          setPlayed(true)
          onFirstPlay()
        },
      })}
      <LessonControls
        rates={PLAYBACK_RATES}
        rate={rate}
        onRate={(value) => {
          setRate(value)
          if (video) video.playbackRate = value
        }}
        onFullscreen={() => video && background(enterLandscapeFullscreen(video))}
        onNext={onNext}
      />
    </View>
  )
}
