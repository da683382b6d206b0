import type { OrderInfo } from '@common/contracts/orders'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { ContactTeacherDialog } from '@/components/contact-teacher'
import { ListState } from '@/components/list-state'
import { OrderActions, useSecondsLeft } from '@/components/order-card'
import { PageLayout } from '@/components/page-layout'
import { SchoolImage } from '@/components/school-image'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { copyText } from '@/services/clipboard'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { clockText } from '@/utils/time-text'
import { yuanText } from '@common/rules/price'
import './index.scss'

/** The server closes an unpaid order at its deadline; it is asked again just after. */
const CLOSE_GRACE_MS = 2000

/**
 * userOrderDetail (订单详情): the order's status, goods, number (to copy), amounts with the
 * discount, how it was paid, the address, its actions and 联系客服 (the school's contact).
 */
export default observer(function UserOrderDetailPage() {
  const { orderId = '' } = useRouteParams<'userOrderDetail'>()
  const { orders } = useStores()
  const reload = useCallback(() => background(orders.loadOrder(orderId)), [orders, orderId])
  useEffect(reload, [reload])
  // Shown again (after 去支付, or over another order's page), it asks for its order once more.
  useDidShow(() => {
    if (!orders.orderState.isFetching && orders.orderState.settled) reload()
  })

  const state = orders.orderState
  const order = orders.order?.orderId === orderId ? orders.order : null
  return (
    <PageLayout route="userOrderDetail" ready={state.settled}>
      <ListState
        loading={!order && state.pending}
        error={state.error}
        empty={false}
        emptyText=""
        onRetry={reload}
      />
      {order && !state.error && <OrderDetail order={order} onClosed={reload} />}
    </PageLayout>
  )
})

function OrderDetail({ order, onClosed }: { order: OrderInfo; onClosed: () => void }) {
  const secondsLeft = useSecondsLeft(order)
  const closing = order.status === 'unpaid' && order.secondsLeft > 0 && secondsLeft === 0
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(onClosed, CLOSE_GRACE_MS)
    return () => clearTimeout(timer)
  }, [closing, onClosed])

  const [contact, setContact] = useState(false)
  const address = order.address
  const discountFen = order.priceFen - order.amountFen
  return (
    <View className="order-detail">
      <View className={`order-detail__status order-detail__status--${order.status}`}>
        <View className="order-detail__status-name" role="heading" aria-level={2}>
          {order.statusName}
        </View>
        {order.status === 'unpaid' && (
          <View className="order-detail__left" role="timer">
            {secondsLeft > 0
              ? `剩余支付时间 ${clockText(secondsLeft)}，超时订单将自动关闭`
              : '支付已超时，订单即将关闭'}
          </View>
        )}
        {order.status === 'paid' && order.ships && !order.shipped && (
          <View className="order-detail__left">商品待发货</View>
        )}
      </View>
      {address && (
        <View className="order-detail__section order-detail__address" aria-label="收货地址">
          <View className="order-detail__receiver">
            {address.name} {address.mobile}
          </View>
          <View className="order-detail__place">
            {address.region} {address.detail}
          </View>
        </View>
      )}
      <View className="order-detail__section order-detail__goods">
        <View className="order-detail__cover">
          <SchoolImage src={order.cover} alt={order.title} width={400} height={300} eager />
        </View>
        <View className="order-detail__title">{order.title}</View>
      </View>
      <View className="order-detail__section">
        <Fact label="订单号" value={order.orderId}>
          <Button
            {...BUTTON_ROLE}
            className="order-detail__copy"
            size="small"
            fill="outline"
            aria-label="复制订单号"
            onClick={() => background(copyText(order.orderId))}
          >
            复制
          </Button>
        </Fact>
        <Fact label="下单时间" value={order.createdAt} />
        {order.paidAt && <Fact label="支付时间" value={order.paidAt} />}
        {order.payMethod && <Fact label="支付方式" value={order.payMethod} />}
        <Fact label="商品金额" value={yuanText(order.priceFen)} />
        {discountFen > 0 && <Fact label="优惠" value={`-${yuanText(discountFen)}`} />}
        <Fact label="实付金额" value={yuanText(order.amountFen)} strong />
      </View>
      <View className="order-detail__actions">
        <Button
          {...BUTTON_ROLE}
          className="order-detail__contact"
          size="small"
          fill="none"
          onClick={() => setContact(true)}
        >
          联系客服
        </Button>
        <OrderActions order={order} secondsLeft={secondsLeft} study />
      </View>
      <ContactTeacherDialog visible={contact} onClose={() => setContact(false)} />
    </View>
  )
}

/** One line of the order's facts: its name, then its value. */
function Fact({
  label,
  value,
  strong = false,
  children,
}: {
  label: string
  value: string
  strong?: boolean
  /** An action on the value (复制). */
  children?: ReactNode
}) {
  return (
    <View className="order-detail__fact">
      <View className="order-detail__label">{label}</View>
      <View className={`order-detail__value${strong ? ' order-detail__value--strong' : ''}`}>
        {value}
      </View>
      {children}
    </View>
  )
}
