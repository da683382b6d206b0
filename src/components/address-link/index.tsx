import type { PropsWithChildren } from 'react'
import { openAddress } from '@/services/navigation'
import { AppAnchor } from '../route-link/app-anchor'

/**
 * A link to an address the school set (a navigation entry): a page of the app, opened inside
 * it, or an https address, opened in the browser; what RouteLink is for a route.
 */
export function AddressLink({
  address,
  className,
  label,
  children,
}: PropsWithChildren<{ address: string; className?: string; label?: string }>) {
  return (
    <AppAnchor
      href={address}
      className={className}
      label={label}
      onNavigate={() => openAddress(address)}
    >
      {children}
    </AppAnchor>
  )
}
