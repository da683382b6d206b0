import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { ListState } from '@/components/list-state'
import { OrderCard } from '@/components/order-card'
import { PageLayout } from '@/components/page-layout'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { ORDER_TABS } from '@/stores/order-store'
import './index.scss'

/** userOrder (我的订单, spec §7): the learner's orders by tab (全部/待支付/已支付/已取消). */
export default observer(function UserOrderPage() {
  const { orders } = useStores()
  useEffect(() => {
    background(orders.loadTab(0))
  }, [orders])
  // Shown again after an order was paid or cancelled elsewhere: the list follows. Not by
  // counting shows: on a cold load Taro may show the page before this hook is registered.
  useDidShow(() => {
    if (orders.listState.loaded) background(orders.refresh())
  })

  const choose = (tab: number) => {
    if (tab !== orders.tab) background(orders.loadTab(tab))
  }
  const state = orders.listState

  return (
    <PageLayout route="userOrder" ready={state.settled}>
      <View className="user-orders__tabs">
        <AppTabs value={orders.tab} onChange={choose} label="订单状态">
          {ORDER_TABS.map(({ tab, title }) => (
            <AppTabPane key={tab} title={title} value={tab} />
          ))}
        </AppTabs>
      </View>
      {orders.list.map((order) => (
        <OrderCard key={order.orderId} order={order} />
      ))}
      <ListState
        loading={state.pending}
        error={state.error}
        empty={state.loaded && orders.list.length === 0}
        emptyText="暂无订单"
        onRetry={() =>
          background(orders.list.length > 0 ? orders.loadMore() : orders.loadTab(orders.tab))
        }
      />
      {orders.hasMore && !state.error && (
        <Button
          {...BUTTON_ROLE}
          className="user-orders__more"
          fill="outline"
          loading={state.isFetching}
          onClick={() => background(orders.loadMore())}
        >
          加载更多
        </Button>
      )}
    </PageLayout>
  )
})
