import {
  Articles,
  Ask,
  Cart,
  Category,
  Coupon,
  Edit,
  Gift,
  Location,
  Message,
  Notice,
  Order,
  PlayCircleFill,
  Search,
  Service,
  Star,
  Store,
  Tips,
  Video,
} from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import type { NavIconName } from './nav-icon'

const ICONS: Record<NavIconName, ReactNode> = {
  category: <Category />,
  video: <Video />,
  articles: <Articles />,
  play: <PlayCircleFill />,
  store: <Store />,
  edit: <Edit />,
  search: <Search />,
  gift: <Gift />,
  coupon: <Coupon />,
  star: <Star />,
  notice: <Notice />,
  message: <Message />,
  order: <Order />,
  cart: <Cart />,
  location: <Location />,
  tips: <Tips />,
  ask: <Ask />,
  service: <Service />,
}

/**
 * The mini-program's navigation icons: NutUI's own components. A CSS mask there would load
 * the icon from the server, another origin, and the mini-program's style keeps no -webkit-mask
 * for older WeChat webviews; its package has no first-load budget to keep.
 */
export function NavIcon({ name }: { name: NavIconName }) {
  return <>{ICONS[name]}</>
}
