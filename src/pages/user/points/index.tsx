import { Button } from '@nutui/nutui-react-taro'
import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { SignCalendar } from '@/components/sign-calendar'
import { useSignIn } from '@/components/user-header'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { pointsAmountText } from '@/utils/user-centre'
import './index.scss'

/** The points detail (积分明细): newest first, 10 a page. */
const PointsDetail = observer(function PointsDetail() {
  const { me } = useStores()
  const list = me.points
  return (
    <View className="points__detail">
      <View className="points__heading">积分明细</View>
      <ListState
        loading={list.state.pending}
        error={list.state.error && list.items.length === 0 ? list.state.error : null}
        empty={list.state.loaded && list.items.length === 0}
        emptyText="还没有积分记录，签到或学习就能获得积分"
        onRetry={() => background(list.reload())}
      />
      <View role="list" aria-label="积分明细">
        {list.items.map((entry) => (
          <View key={entry.id} role="listitem" className="points__entry">
            <View className="points__entry-main">
              <Text className="points__reason">{entry.reason}</Text>
              <Text className="points__at">{entry.at}</Text>
            </View>
            <View className="points__entry-side">
              <Text
                className={`points__amount ${entry.amount > 0 ? 'points__amount--plus' : ''}`}
                aria-label={`积分 ${pointsAmountText(entry.amount)}`}
              >
                {pointsAmountText(entry.amount)}
              </Text>
              <Text className="points__balance">余额 {entry.balance}</Text>
            </View>
          </View>
        ))}
      </View>
      {list.hasMore ? (
        <Button
          {...BUTTON_ROLE}
          block
          fill="none"
          loading={list.state.isFetching}
          onClick={() => background(list.loadMore())}
        >
          加载更多
        </Button>
      ) : null}
    </View>
  )
})

/** userPoints (我的积分): the balance, today's sign-in, the sign-in calendar and the detail. */
export default observer(function UserPointsPage() {
  const { me } = useStores()
  const signIn = useSignIn()
  useEffect(() => {
    background(me.loadSummary())
    background(me.loadCalendar())
    background(me.points.reload())
  }, [me])
  useDidShow(() => {
    if (me.summaryState.settled) background(me.loadSummary())
  })

  const calendar = me.calendar
  const signedToday = me.summary?.signedToday ?? calendar?.signedToday ?? false
  return (
    <PageLayout route="userPoints">
      <View className="points__balance-card">
        <View className="points__balance-label" id="points-balance-label">
          当前积分
        </View>
        <View
          className="points__balance-value"
          role="status"
          aria-labelledby="points-balance-label"
        >
          {me.summary?.points ?? '--'}
        </View>
        <Button
          {...BUTTON_ROLE}
          type="primary"
          className="points__sign"
          fill={signedToday ? 'outline' : undefined}
          loading={me.signState.isSaving}
          onClick={() => background(signIn())}
        >
          {signedToday ? '今日已签到' : '签到'}
        </Button>
      </View>
      <SignCalendar />
      {calendar ? (
        <View className="points__rules">
          每日签到 +{calendar.signinPoints} 积分；连续签到 {calendar.streakDays} 天额外奖励{' '}
          {calendar.streakBonus} 积分。完成课时、完成试卷和购买课程也能获得积分。
        </View>
      ) : null}
      <PointsDetail />
    </PageLayout>
  )
})
