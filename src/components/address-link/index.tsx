import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { openAddress } from '@/services/navigation'

type AddressLinkProps = PropsWithChildren<{
  /** An address that came as data: a page of the app or an https address. */
  address: string
  className?: string
  label?: string
}>

/**
 * A link to an address the school set (a navigation entry): a real <a href> on H5, opened
 * inside the app on click (another site in the browser), like RouteLink is for a route.
 */
export function AddressLink({ address, className, label, children }: AddressLinkProps) {
  if (process.env.TARO_ENV === 'h5') {
    return (
      <a
        href={address}
        className={className}
        aria-label={label}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          openAddress(address)
        }}
      >
        {children}
      </a>
    )
  }
  return (
    <View
      className={className}
      ariaLabel={label}
      ariaRole="link"
      onClick={() => openAddress(address)}
    >
      {children}
    </View>
  )
}
