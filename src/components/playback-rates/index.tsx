import { View } from '@tarojs/components'
import './index.scss'

/** Playback speeds offered, 0.75x to 2x. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const

/** The mini-program's video takes only 0.5, 0.8, 1, 1.25, 1.5 and 2 (VideoContext.playbackRate). */
export const WEAPP_PLAYBACK_RATES = [0.8, 1, 1.25, 1.5, 2] as const

interface PlaybackRatesProps {
  rates: readonly number[]
  rate: number
  onRate: (rate: number) => void
}

/** The speed choices under a video (lessons and live replays), one of them on. */
export function PlaybackRates({ rates, rate, onRate }: PlaybackRatesProps) {
  return (
    <View className="playback-rates" role="radiogroup" aria-label="播放速度">
      {rates.map((value) => (
        <View
          key={value}
          role="radio"
          aria-checked={rate === value}
          className={`playback-rates__rate${rate === value ? ' playback-rates__rate--on' : ''}`}
          onClick={() => onRate(value)}
        >
          {value}x
        </View>
      ))}
    </View>
  )
}
