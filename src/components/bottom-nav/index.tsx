import { Category, Edit, Home, User } from '@nutui/icons-react-taro'
import { Tabbar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { ROUTE_TABLE, type RouteName } from '@/constants/routes'
import { goTo } from '@/services/navigation'
import './index.scss'

/** The four tabs of spec §1, in order: home, course, question bank, my account. */
export const TABS = [
  { name: 'home', icon: <Home /> },
  { name: 'course', icon: <Category /> },
  { name: 'test', icon: <Edit /> },
  { name: 'user', icon: <User /> },
] as const satisfies readonly { name: RouteName; icon: JSX.Element }[]

type TabName = (typeof TABS)[number]['name']

/**
 * Bottom navigation on H5. Tabs open with navigateTo, not switchTab, so that browser back
 * returns to the previous tab instead of leaving the app.
 */
export function BottomNav({ current }: { current: TabName }) {
  const index = TABS.findIndex((tab) => tab.name === current)
  return (
    <View className="bottom-nav" role="navigation" aria-label="底部导航">
      <Tabbar
        fixed
        safeArea
        value={index}
        onSwitch={(next: number) => {
          const target = TABS[next]
          if (target && target.name !== current) void goTo(target.name)
        }}
      >
        {TABS.map((tab) => (
          <Tabbar.Item key={tab.name} title={ROUTE_TABLE[tab.name].title} icon={tab.icon} />
        ))}
      </Tabbar>
    </View>
  )
}
