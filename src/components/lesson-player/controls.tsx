import { View } from '@tarojs/components'
import { PlaybackRates } from '../playback-rates'

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
      <PlaybackRates rates={rates} rate={rate} onRate={onRate} />
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
