import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { routeUrl, type RouteArgs, type RouteName } from '@common/constants/routes'
import { goTo } from '@/services/navigation'

type RouteLinkProps<N extends RouteName> = PropsWithChildren<{
  to: N
  args?: RouteArgs<N>
  className?: string
  /** Accessible name when the content is only an icon. */
  label?: string
  /** Instead of opening `to` (the header's back link goes back). */
  onNavigate?: () => void
}>

/**
 * A link to a route: a real <a href> on H5 (so it can be opened in a new tab, read by screen
 * readers and seen by tests as a link) that navigates inside the app on click.
 */
export function RouteLink<N extends RouteName>({
  to,
  args,
  className,
  label,
  onNavigate,
  children,
}: RouteLinkProps<N>) {
  const navigate = () => (onNavigate ? onNavigate() : goTo(to, ...((args ?? []) as RouteArgs<N>)))
  if (process.env.TARO_ENV === 'h5') {
    const href = routeUrl(to, ...((args ?? []) as RouteArgs<N>))
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          navigate()
        }}
      >
        {children}
      </a>
    )
  }
  return (
    <View className={className} ariaLabel={label} ariaRole="link" onClick={navigate}>
      {children}
    </View>
  )
}
