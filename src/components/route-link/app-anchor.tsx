import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'

type AppAnchorProps = PropsWithChildren<{
  /** The address the link shows on H5 (opened as is in a new tab). */
  href: string
  /** Opens it inside the app. */
  onNavigate: () => void
  className?: string
  /** Accessible name when the content is only an icon. */
  label?: string
}>

/**
 * A link of the app: a real <a href> on H5 (so it can be opened in a new tab, read by screen
 * readers and seen by tests as a link) that navigates inside the app on a plain click; a
 * link-role view on the mini-program.
 */
export function AppAnchor({ href, onNavigate, className, label, children }: AppAnchorProps) {
  if (process.env.TARO_ENV === 'h5') {
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          onNavigate()
        }}
      >
        {children}
      </a>
    )
  }
  return (
    <View className={className} ariaLabel={label} ariaRole="link" onClick={onNavigate}>
      {children}
    </View>
  )
}
