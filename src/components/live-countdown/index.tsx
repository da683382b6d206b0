import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { countdownText } from '@common/rules/live-state'

/**
 * spec §4: ticks each second down to 0, then emits the time-down event once. Hours run past
 * 24 (33:05:10), as the spec shows hours:minutes:seconds.
 */
export function LiveCountdown({ until, onTimeDown }: { until: number; onTimeDown?: () => void }) {
  const [now, setNow] = useState(Date.now)
  const fired = useRef(false)
  const left = until - now
  useEffect(() => {
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true
        onTimeDown?.()
      }
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left))
    return () => clearTimeout(timer)
  }, [left, onTimeDown])
  return (
    <View className="live-countdown" role="timer">
      {countdownText(left)}
    </View>
  )
}
