import { ArrowLeft, Home } from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'
import { canGoBack, goBackOrHome, isPageOf, previousPagePath } from '@/services/navigation'
import { RouteLink } from '../route-link'
import './index.scss'

/** Whether the back link leads home: after a deep link, or when home is the previous page. */
function backLeadsHome(): boolean {
  return !canGoBack() || isPageOf(previousPagePath(), 'home')
}

/** The page header (spec §2): a back link, shown as a home icon when it leads home. */
export function PageHeader({ title }: { title: string }) {
  const home = backLeadsHome()
  return (
    <View className="page-header" role="banner">
      <RouteLink
        to="home"
        className="page-header__back"
        label={home ? '返回首页' : '返回'}
        onNavigate={goBackOrHome}
      >
        {home ? <Home size={20} /> : <ArrowLeft size={20} />}
      </RouteLink>
      <View className="page-header__title" role="heading" aria-level={1}>
        {title}
      </View>
      <View className="page-header__side" />
    </View>
  )
}
