import type { PropsWithChildren } from 'react'
import { routeUrl, type RouteArgs, type RouteName } from '@common/constants/routes'
import { goTo } from '@/services/navigation'
import { AppAnchor } from './app-anchor'

type RouteLinkProps<N extends RouteName> = PropsWithChildren<{
  to: N
  args?: RouteArgs<N>
  className?: string
  /** Accessible name when the content is only an icon. */
  label?: string
  /** Instead of opening `to` (the header's back link goes back). */
  onNavigate?: () => void
}>

/** A link to a route (see AppAnchor): its public path on H5, opened by the route table. */
export function RouteLink<N extends RouteName>({
  to,
  args,
  className,
  label,
  onNavigate,
  children,
}: RouteLinkProps<N>) {
  const routeArgs = (args ?? []) as RouteArgs<N>
  return (
    <AppAnchor
      href={process.env.TARO_ENV === 'h5' ? routeUrl(to, ...routeArgs) : ''}
      className={className}
      label={label}
      onNavigate={() => (onNavigate ? onNavigate() : goTo(to, ...routeArgs))}
    >
      {children}
    </AppAnchor>
  )
}
