import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { copyText } from '@/services/clipboard'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import './index.scss'

/** userOrderExpress (物流详情): an order's carrier, tracking number and steps, newest first. */
export default observer(function UserOrderExpressPage() {
  const { orderId = '' } = useRouteParams<'userOrderExpress'>()
  const { orders } = useStores()
  const load = useCallback(() => background(orders.loadExpress(orderId)), [orders, orderId])
  useEffect(load, [load])

  const state = orders.expressState
  const express = orders.express?.orderId === orderId ? orders.express : null
  return (
    <PageLayout route="userOrderExpress" ready={state.settled}>
      <ListState
        loading={!express && state.pending}
        error={state.error}
        empty={false}
        emptyText=""
        onRetry={load}
      />
      {express && !state.error && (
        <View className="order-express">
          <View className="order-express__head">
            <View className="order-express__status" role="heading" aria-level={2}>
              {express.statusName}
            </View>
            <View className="order-express__title">{express.title}</View>
            <View className="order-express__line">承运快递：{express.carrier}</View>
            <View className="order-express__line">
              运单编号：{express.trackingNo}
              <Button
                {...BUTTON_ROLE}
                aria-label="复制运单编号"
                className="order-express__copy"
                size="mini"
                onClick={() => background(copyText(express.trackingNo))}
              >
                复制
              </Button>
            </View>
          </View>
          <View className="order-express__timeline" role="list" aria-label="物流轨迹">
            {express.timeline.map((step, index) => (
              <View
                key={`${step.at}-${index}`}
                role="listitem"
                aria-current={index === 0 ? 'step' : undefined}
                className={`order-express__step${index === 0 ? ' order-express__step--latest' : ''}`}
              >
                <View className="order-express__description">{step.description}</View>
                <View className="order-express__time">{step.at}</View>
              </View>
            ))}
          </View>
        </View>
      )}
    </PageLayout>
  )
})
