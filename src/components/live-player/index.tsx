import { View } from '@tarojs/components'
import { useDidHide } from '@tarojs/taro'
import { createElement, useState } from 'react'
import { INLINE_VIDEO_ATTRIBUTES } from '@/constants/video'
import { PLAYBACK_RATES, PlaybackRates } from '../playback-rates'
import { useHlsSource } from './use-hls-source'
import type { LivePlayerProps } from './props'
import './index.scss'

/**
 * The live's (or replay's) video, inline in WeChat, with the 直播中 / 回放 badge and what the
 * stream is doing when it is not simply playing. A replay has the lessons' speeds; a live
 * plays at the speed it happens.
 */
export function LivePlayer({ url, kind, title, onLost = () => undefined }: LivePlayerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const status = useHlsSource(video, url, onLost)
  const [rate, setRate] = useState(1)
  // Taro H5 keeps a page under the next one: its video must not play on unseen.
  useDidHide(() => video?.pause())
  return (
    <View className="live-player">
      {createElement('video', {
        ref: setVideo,
        className: 'live-player__video',
        controls: true,
        preload: 'auto',
        controlsList: 'nodownload',
        'aria-label': `${kind === 'live' ? '直播' : '直播回放'}：${title}`,
        ...INLINE_VIDEO_ATTRIBUTES,
        // hls.js (re)loading a source resets the element's speed.
        onLoadedMetadata: (event: { currentTarget: HTMLVideoElement }) => {
          event.currentTarget.playbackRate = rate
        },
      })}
      <View className={`live-player__badge live-player__badge--${kind}`}>
        {kind === 'live' ? '直播中' : '回放'}
      </View>
      {status === 'reconnecting' && (
        <View className="live-player__status" role="status">
          网络中断，正在重新连接…
        </View>
      )}
      {status === 'unsupported' && (
        <View className="live-player__status" role="alert">
          当前浏览器无法播放直播，请在微信或手机浏览器中打开
        </View>
      )}
      {kind === 'replay' && (
        <View className="live-player__controls">
          <PlaybackRates
            rates={PLAYBACK_RATES}
            rate={rate}
            onRate={(value) => {
              setRate(value)
              if (video) video.playbackRate = value
            }}
          />
        </View>
      )}
    </View>
  )
}
