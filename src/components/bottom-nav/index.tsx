import { Category, Edit, Home, User } from '@nutui/icons-react-taro'
import { Tabbar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { ROUTE_TABLE, TAB_ROUTES, type TabName } from '@common/constants/routes'
import { goToTab } from '@/services/navigation'
import './index.scss'

const TAB_ICONS: Record<TabName, JSX.Element> = {
  home: <Home />,
  course: <Category />,
  test: <Edit />,
  user: <User />,
}

/**
 * Bottom navigation on H5. Tabs open with navigateTo, not switchTab, so that browser back
 * returns to the previous tab instead of leaving the app.
 */
export function BottomNav({ current }: { current: TabName }) {
  const index = TAB_ROUTES.indexOf(current)
  return (
    <View className="bottom-nav" role="navigation" aria-label="底部导航">
      <Tabbar
        fixed
        safeArea
        value={index}
        onSwitch={(next: number) => {
          const target = TAB_ROUTES[next]
          if (target && target !== current) goToTab(target)
        }}
      >
        {TAB_ROUTES.map((name) => (
          <Tabbar.Item key={name} title={ROUTE_TABLE[name].title} icon={TAB_ICONS[name]} />
        ))}
      </Tabbar>
    </View>
  )
}
