import { ArrowRight } from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'
import type { RouteName } from '@common/constants/routes'
import { RouteLink } from '../route-link'
import './index.scss'

export interface MenuItem {
  to: RouteName
  label: string
  /** Shown on the right, before the arrow (a current value). */
  value?: string
}

/** A list of links to routes without parameters (the user centre, the profile). */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  return (
    <View className="menu-list" role="list">
      {items.map((item) => (
        <View key={item.to} role="listitem">
          <RouteLink to={item.to} className="menu-list__item">
            <View className="menu-list__label">{item.label}</View>
            {item.value !== undefined && <View className="menu-list__value">{item.value}</View>}
            <ArrowRight size={12} />
          </RouteLink>
        </View>
      ))}
    </View>
  )
}
