import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import './index.scss'

/** userExpress (物流信息): every shipment of the learner, each opening its order's logistics. */
export default observer(function UserExpressPage() {
  const { orders } = useStores()
  const load = useCallback(() => background(orders.loadShipments()), [orders])
  useEffect(load, [load])

  const state = orders.shipmentsState
  return (
    <PageLayout route="userExpress" ready={state.settled}>
      <ListState
        loading={state.pending}
        error={state.error}
        empty={state.loaded && orders.shipments.length === 0}
        emptyText="暂无物流信息"
        onRetry={load}
      />
      {orders.shipments.map((shipment) => {
        const latest = shipment.timeline[0]
        return (
          <RouteLink
            key={shipment.orderId}
            to="userOrderExpress"
            args={[{ orderId: shipment.orderId }]}
            className="shipment-card"
            label={`物流详情：${shipment.title}，${shipment.statusName}`}
          >
            <View className="shipment-card__head">
              <View className="shipment-card__title">{shipment.title}</View>
              <View className="shipment-card__status">{shipment.statusName}</View>
            </View>
            <View className="shipment-card__number">
              {shipment.carrier} {shipment.trackingNo}
            </View>
            {latest && (
              <View className="shipment-card__latest">
                <View className="shipment-card__description">{latest.description}</View>
                <View className="shipment-card__time">{latest.at}</View>
              </View>
            )}
          </RouteLink>
        )
      })}
    </PageLayout>
  )
})
