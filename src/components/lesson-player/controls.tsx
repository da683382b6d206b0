import { View } from '@tarojs/components'

/** Playback speeds offered, 0.75x to 2x. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const

/** The mini-program's video takes only 0.5, 0.8, 1, 1.25, 1.5 and 2 (VideoContext.playbackRate). */
export const WEAPP_PLAYBACK_RATES = [0.8, 1, 1.25, 1.5, 2] as const

interface LessonControlsProps {
  rates: readonly number[]
  rate: number
  onRate: (rate: number) => void
  onFullscreen: () => void
  onNext?: () => void
}

/** Under the lesson video on both platforms: speeds, landscape full screen, the next lesson. */
export function LessonControls({ rates, rate, onRate, onFullscreen, onNext }: LessonControlsProps) {
  return (
    <View className="lesson-player__controls">
      <View className="lesson-player__rates" role="radiogroup" aria-label="播放速度">
        {rates.map((value) => (
          <View
            key={value}
            role="radio"
            aria-checked={rate === value}
            className={`lesson-player__rate${rate === value ? ' lesson-player__rate--on' : ''}`}
            onClick={() => onRate(value)}
          >
            {value}x
          </View>
        ))}
      </View>
      <View role="button" className="lesson-player__action" onClick={onFullscreen}>
        横屏全屏
      </View>
      {onNext && (
        <View role="button" className="lesson-player__action" onClick={onNext}>
          下一课
        </View>
      )}
    </View>
  )
}
