import { Video, View } from '@tarojs/components'
import Taro, { useDidHide } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { RECONNECT_MS } from '@/constants/video'
import { PlaybackRates, WEAPP_PLAYBACK_RATES } from '../playback-rates'
import type { LivePlayerProps } from './props'
import './index.scss'

let players = 0

/**
 * The mini-program's live (or replay) video: WeChat's native video component plays HLS itself
 * (no hls.js). A failed stream says so, asks the page for a fresh address (signed URLs expire)
 * and tries again every RECONNECT_MS until it plays.
 */
export function LivePlayer({ url, kind, title, onLost = () => undefined }: LivePlayerProps) {
  const [id] = useState(() => `live-video-${++players}`)
  const [lost, setLost] = useState(false)
  // Each reconnect mounts the video again on the (maybe renewed) address, playing at once.
  const [round, setRound] = useState(0)
  const [rate, setRate] = useState(1)
  useEffect(() => {
    if (!lost) return undefined
    const timer = setTimeout(() => setRound((value) => value + 1), RECONNECT_MS)
    return () => clearTimeout(timer)
  }, [lost, round])
  useDidHide(() => Taro.createVideoContext(id).pause())
  return (
    <View className="live-player">
      <Video
        key={round}
        id={id}
        autoplay={round > 0}
        className="live-player__video"
        src={url}
        title={title}
        controls
        showFullscreenBtn
        enablePlayGesture
        onPlay={() => {
          setLost(false)
          if (rate !== 1) Taro.createVideoContext(id).playbackRate(rate)
        }}
        onError={() => {
          setLost(true)
          onLost()
        }}
      />
      <View className={`live-player__badge live-player__badge--${kind}`}>
        {kind === 'live' ? '直播中' : '回放'}
      </View>
      {lost && (
        <View className="live-player__status" role="status">
          网络中断，正在重新连接…
        </View>
      )}
      {kind === 'replay' && (
        <View className="live-player__controls">
          <PlaybackRates
            rates={WEAPP_PLAYBACK_RATES}
            rate={rate}
            onRate={(value) => {
              setRate(value)
              Taro.createVideoContext(id).playbackRate(value)
            }}
          />
        </View>
      )}
    </View>
  )
}
