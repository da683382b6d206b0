import type { OrderInfo } from '@common/contracts/orders'
import { View } from '@tarojs/components'
import { clockText } from '@/utils/time-text'
import { yuanText } from '@common/rules/price'
import { RouteLink } from '../route-link'
import { SchoolImage } from '../school-image'
import { OrderActions } from './order-actions'
import { useSecondsLeft } from './use-seconds-left'
import './index.scss'

export { OrderActions } from './order-actions'
export { useSecondsLeft } from './use-seconds-left'

/**
 * An order of 我的订单: when it was placed and its status, the goods and the amount paid (it
 * opens the order's detail), then the time left to pay and its actions.
 */
export function OrderCard({ order }: { order: OrderInfo }) {
  const secondsLeft = useSecondsLeft(order)
  return (
    <View className="order-card">
      <RouteLink
        to="userOrderDetail"
        args={[{ orderId: order.orderId }]}
        className="order-card__main"
        label={`订单详情：${order.title}，${order.statusName}，实付${yuanText(order.amountFen)}`}
      >
        <View className="order-card__head">
          <View className="order-card__time">{order.createdAt}</View>
          <View className={`order-card__status order-card__status--${order.status}`}>
            {order.statusName}
          </View>
        </View>
        <View className="order-card__goods">
          <View className="order-card__cover">
            <SchoolImage src={order.cover} alt={order.title} width={400} height={300} />
          </View>
          <View className="order-card__body">
            <View className="order-card__title">{order.title}</View>
            <View className="order-card__amount">实付 {yuanText(order.amountFen)}</View>
          </View>
        </View>
      </RouteLink>
      {order.status === 'unpaid' && (
        <View className="order-card__left" role="timer">
          {secondsLeft > 0 ? `剩余支付时间 ${clockText(secondsLeft)}` : '支付已超时'}
        </View>
      )}
      <OrderActions order={order} secondsLeft={secondsLeft} />
    </View>
  )
}
