import { View } from '@tarojs/components'
import type { HomeNavIcon } from '@common/constants/home-nav'

/** The icon of an entry, the fallback for a name this app does not know, and 联系老师's. */
export type NavIconName = HomeNavIcon | 'ask' | 'service'

/**
 * NutUI's icons for the navigation, served as files (server/assets/nav-icons) rather than
 * bundled: the school picks 8 of 16 in the console, and as JS each would cost every learner's
 * first load its base64 SVG. Drawn as NutUI draws its icons: the SVG masks the text colour.
 */
const ICON_BASE = `${process.env.TARO_APP_API_BASE ?? ''}/media/nav-icons`

export function NavIcon({ name }: { name: NavIconName }) {
  const mask = `url('${ICON_BASE}/${name}.svg') 0 0/100% 100% no-repeat`
  return <View className="home-nav__glyph" style={{ mask, WebkitMask: mask }} />
}
