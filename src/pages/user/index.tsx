import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { PageLayout } from '@/components/page-layout'
import { ListState } from '@/components/list-state'
import { LoginNoticePanel } from '@/components/login-prompts'
import { MenuList } from '@/components/menu-list'
import { UserHeader } from '@/components/user-header'
import { USER_LOGIN_NOTICE, USER_MENU } from '@common/constants/user-menu'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import './index.scss'

const Account = observer(function Account({ onChecked }: { onChecked: () => void }) {
  const { app, me } = useStores()
  useEffect(() => {
    background(app.loadCurrentUser().finally(onChecked))
  }, [app, onChecked])
  // Points and today's sign-in change elsewhere (a lesson finished, a purchase): fresh on show.
  useDidShow(() => {
    if (app.isLogin) background(me.loadSummary())
  })
  useEffect(() => {
    if (app.isLogin) background(me.loadSummary())
  }, [app.isLogin, me])

  if (!app.isLogin) return <LoginNoticePanel text={USER_LOGIN_NOTICE} />
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
export default observer(function UserPage() {
  const { app, me } = useStores()
  const [checked, setChecked] = useState(false)
  const onChecked = useCallback(() => setChecked(true), [])
  // The server's first view stays until the page knows who is here and, for a learner, has
  // their header (or its failure) to show in its place.
  const ready = checked && (!app.isLogin || me.summary !== null || me.summaryState.error !== null)
  return (
    <PageLayout route="user" ready={ready}>
      <Account onChecked={onChecked} />
      {/* Under the first view until the header is in: the menu then does not move down. */}
      {ready && <MenuList items={USER_MENU} />}
    </PageLayout>
  )
})
