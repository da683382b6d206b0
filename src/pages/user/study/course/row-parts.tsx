import { Progress } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { validityText } from '@/utils/user-centre'

type Held = { activated: boolean; expired: boolean; expireAt: string | null }

/** How long a course or bank is held (有效期至…, 待激活, 已过期), greyed when it cannot be used. */
export function ValidityBadge({ held }: { held: Held }) {
  return (
    <View
      className={`my-study__badge ${held.expired || !held.activated ? 'my-study__badge--off' : ''}`}
    >
      {validityText(held)}
    </View>
  )
}

/** A row's progress bar and what it counts (课时, 题). */
export function ProgressLine({ percent, children }: { percent: number; children: ReactNode }) {
  return (
    <View className="my-study__progress">
      <Progress className="my-study__bar" percent={percent} strokeWidth="4" />
      {children}
    </View>
  )
}
