import { Video, View } from '@tarojs/components'
import Taro, { useDidHide } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { resumeAt } from '@/utils/lessons'
import { WEAPP_PLAYBACK_RATES } from '../playback-rates'
import { LessonControls } from './controls'
import type { LessonPlayerProps } from './props'
import { SAVE_EVERY_MS } from './use-playback-record'
import './index.scss'

export { WEAPP_PLAYBACK_RATES as PLAYBACK_RATES } from '../playback-rates'

/**
 * The mini-program's lesson video: WeChat's native video component, which has no DOM element,
 * so the position comes from its timeupdate events and speed and full screen go through its
 * VideoContext. It resumes at the saved position and saves as the H5 player does.
 */
export function LessonPlayer({
  lesson,
  onSave,
  onFirstPlay,
  onNext,
  onPlayingChange,
}: LessonPlayerProps) {
  const id = `lesson-video-${lesson.id}`
  const [rate, setRate] = useState<number>(1)
  const played = useRef(false)
  const position = useRef(-1)
  const saved = useRef({ at: Date.now(), seconds: -1 })
  const saveRef = useRef(onSave)
  saveRef.current = onSave

  const saveNow = () => {
    const seconds = Math.floor(position.current)
    if (seconds < 0 || seconds === saved.current.seconds) return
    saved.current = { at: Date.now(), seconds }
    saveRef.current(seconds)
  }
  useDidHide(saveNow)
  // The last position is saved when the lesson changes or the player goes (saveNow reads refs).
  useEffect(() => saveNow, [lesson.id])

  return (
    <View className="lesson-player">
      <Video
        id={id}
        key={lesson.id}
        className="lesson-player__video"
        src={lesson.mediaUrl}
        title={lesson.lessonTitle}
        controls
        showFullscreenBtn
        enablePlayGesture
        initialTime={resumeAt(lesson.position, lesson.duration)}
        onPlay={() => {
          onPlayingChange?.(true)
          if (played.current) return
          played.current = true
          onFirstPlay()
        }}
        onPause={() => {
          saveNow()
          onPlayingChange?.(false)
        }}
        onEnded={() => {
          saveNow()
          onPlayingChange?.(false)
        }}
        onTimeUpdate={(event) => {
          position.current = event.detail.currentTime
          if (Date.now() - saved.current.at >= SAVE_EVERY_MS) saveNow()
        }}
      />
      <LessonControls
        rates={WEAPP_PLAYBACK_RATES}
        rate={rate}
        onRate={(value) => {
          setRate(value)
          Taro.createVideoContext(id).playbackRate(value)
        }}
        onFullscreen={() => Taro.createVideoContext(id).requestFullScreen({ direction: 90 })}
        onNext={onNext}
      />
    </View>
  )
}
