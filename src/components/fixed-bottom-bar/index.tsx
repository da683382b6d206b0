import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import './index.scss'

/**
 * A bar fixed to the bottom of the app's column (the buy footer, the discussion's input
 * panel), above the phone's home indicator, with its room kept at the end of the page.
 */
export function FixedBottomBar({ className, children }: PropsWithChildren<{ className?: string }>) {
  return (
    <>
      <View className="fixed-bottom-bar__room" />
      <View className={`fixed-bottom-bar ${className ?? ''}`}>{children}</View>
    </>
  )
}
