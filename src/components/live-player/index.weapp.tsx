import { Video, View } from '@tarojs/components'
import Taro, { useDidHide } from '@tarojs/taro'
import { useState } from 'react'
import type { LivePlayerProps } from './props'
import './index.scss'

let players = 0

/**
 * The mini-program's live (or replay) video: WeChat's native video component plays HLS itself
 * (no hls.js). A failed stream says so and asks the page for a fresh address (signed URLs
 * expire); playing again clears it.
 */
export function LivePlayer({ url, kind, title, onLost = () => undefined }: LivePlayerProps) {
  const [id] = useState(() => `live-video-${++players}`)
  const [lost, setLost] = useState(false)
  useDidHide(() => Taro.createVideoContext(id).pause())
  return (
    <View className="live-player">
      <Video
        id={id}
        className="live-player__video"
        src={url}
        title={title}
        controls
        showFullscreenBtn
        enablePlayGesture
        onPlay={() => setLost(false)}
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
    </View>
  )
}
