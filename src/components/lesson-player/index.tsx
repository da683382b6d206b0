import type { LessonDetail } from '@shared/study'
import { View } from '@tarojs/components'
import { createElement, useState } from 'react'
import { INLINE_VIDEO_ATTRIBUTES } from '@/constants/video'
import { background } from '@/services/notify'
import { resumeAt } from '@/utils/lessons'
import { usePlaybackRecord } from './use-playback-record'
import './index.scss'

/** Playback speeds offered, 0.75x to 2x. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const

interface LessonPlayerProps {
  lesson: LessonDetail
  onSave: (seconds: number) => void
  /** The first play: the study record (mark). */
  onFirstPlay: () => void
  onNext?: () => void
}

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

/**
 * The lesson video: inline in WeChat, resumes at the saved position once its metadata is in,
 * saves the position as it plays, with speeds, the next lesson and landscape full screen.
 */
export function LessonPlayer({ lesson, onSave, onFirstPlay, onNext }: LessonPlayerProps) {
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
        onPlay: () => {
          if (played) return
          setPlayed(true)
          onFirstPlay()
        },
      })}
      <View className="lesson-player__controls">
        <View className="lesson-player__rates" role="radiogroup" aria-label="播放速度">
          {PLAYBACK_RATES.map((value) => (
            <View
              key={value}
              role="radio"
              aria-checked={rate === value}
              className={`lesson-player__rate${rate === value ? ' lesson-player__rate--on' : ''}`}
              onClick={() => {
                setRate(value)
                if (video) video.playbackRate = value
              }}
            >
              {value}x
            </View>
          ))}
        </View>
        <View
          role="button"
          className="lesson-player__action"
          onClick={() => video && background(enterLandscapeFullscreen(video))}
        >
          横屏全屏
        </View>
        {onNext && (
          <View role="button" className="lesson-player__action" onClick={onNext}>
            下一课
          </View>
        )}
      </View>
    </View>
  )
}
