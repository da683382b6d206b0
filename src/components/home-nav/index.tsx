import {
  Articles,
  Category,
  Edit,
  PlayCircleFill,
  Search,
  Service,
  Store,
  Video,
} from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { RouteArgs, RouteName } from '@common/constants/routes'
import { RouteLink } from '../route-link'
import './index.scss'

interface NavEntry<N extends RouteName = RouteName> {
  to: N
  args?: RouteArgs<N>
  label: string
  icon: ReactNode
}

const ENTRIES: NavEntry[] = [
  { to: 'course', label: '全部课程', icon: <Category /> },
  { to: 'live', label: '直播课', icon: <Video /> },
  {
    to: 'freeList',
    args: [{ type: 0 }] as RouteArgs<'freeList'>,
    label: '复习资料',
    icon: <Articles />,
  },
  {
    to: 'freeList',
    args: [{ type: 1 }] as RouteArgs<'freeList'>,
    label: '免费视频',
    icon: <PlayCircleFill />,
  },
  { to: 'goods', label: '商城', icon: <Store /> },
  { to: 'test', label: '题库', icon: <Edit /> },
  { to: 'searchResult', label: '搜索', icon: <Search /> },
] as NavEntry[]

/** spec §2 home nav: the entries of the school, and the contact-teacher dialog. */
export function HomeNav({ onContact }: { onContact: () => void }) {
  return (
    <View className="home-nav" role="navigation" aria-label="快捷入口">
      {ENTRIES.map((entry) => (
        <RouteLink key={entry.label} to={entry.to} args={entry.args} className="home-nav__item">
          <View className="home-nav__icon">{entry.icon}</View>
          <View className="home-nav__label">{entry.label}</View>
        </RouteLink>
      ))}
      <View className="home-nav__item" role="button" onClick={onContact}>
        <View className="home-nav__icon">
          <Service />
        </View>
        <View className="home-nav__label">联系老师</View>
      </View>
    </View>
  )
}
