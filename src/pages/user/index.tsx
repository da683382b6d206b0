import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { PageLayout } from '@/components/page-layout'
import { ListState } from '@/components/list-state'
import { LoginNoticePanel } from '@/components/login-prompts'
import { MenuList, type MenuItem } from '@/components/menu-list'
import { UserHeader } from '@/components/user-header'
import { ROUTE_TABLE } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import './index.scss'

/** The user centre's menu (spec §1), in the order learners look for them. */
const MENU: readonly MenuItem[] = [
  { to: 'userStudyRecent', label: '最近学习' },
  { to: 'userStudyCourse', label: ROUTE_TABLE.userStudyCourse.title },
  { to: 'userStudyLiveLists', label: '我的直播' },
  { to: 'userPoints', label: ROUTE_TABLE.userPoints.title },
  { to: 'userClassroom', label: ROUTE_TABLE.userClassroom.title },
  { to: 'userOrder', label: ROUTE_TABLE.userOrder.title },
  { to: 'userExpress', label: ROUTE_TABLE.userExpress.title },
  { to: 'userProfile', label: ROUTE_TABLE.userProfile.title },
  { to: 'userAddress', label: ROUTE_TABLE.userAddress.title },
  { to: 'userFeedback', label: ROUTE_TABLE.userFeedback.title },
  { to: 'userAbout', label: ROUTE_TABLE.userAbout.title },
  { to: 'userSetting', label: ROUTE_TABLE.userSetting.title },
]

const Account = observer(function Account() {
  const { app, me } = useStores()
  useEffect(() => {
    background(app.loadCurrentUser())
  }, [app])
  // Points and today's sign-in change elsewhere (a lesson finished, a purchase): fresh on show.
  useDidShow(() => {
    if (app.isLogin) background(me.loadSummary())
  })
  useEffect(() => {
    if (app.isLogin) background(me.loadSummary())
  }, [app.isLogin, me])

  if (!app.isLogin) return <LoginNoticePanel text="登录后可查看课程、订单与学习记录" />
  if (me.summaryState.error && !me.summary) {
    return (
      <ListState
        loading={false}
        error={me.summaryState.error}
        empty={false}
        emptyText=""
        onRetry={() => background(me.loadSummary())}
      />
    )
  }
  return me.summary ? (
    <UserHeader />
  ) : (
    <View className="user__placeholder" role="status" aria-label="加载中" />
  )
})

/** /user: the user centre. */
export default function UserPage() {
  return (
    <PageLayout route="user">
      <Account />
      <MenuList items={MENU} />
    </PageLayout>
  )
}
