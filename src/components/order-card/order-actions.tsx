import { Button } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@common/contracts/orders'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { goTo, goToTab } from '@/services/navigation'
import { background, confirm, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import type { OrderStore } from '@/stores/order-store'
import { studyTarget } from '@/utils/orders'

/** 取消订单: asks first; says 订单已取消, or rejects with the server's refusal (409 订单已支付…). */
async function cancelOrder(orders: OrderStore, orderId: string): Promise<void> {
  const sure = await confirm({
    title: '取消订单',
    content: '确定取消该订单吗？',
    confirmText: '取消订单',
    cancelText: '再想想',
  })
  if (!sure) return
  await orders.cancel(orderId)
  toast('订单已取消')
}

/** 去学习 (utils/orders' rule, as the pay page has it); null for a book, shipped not studied. */
function studyAction(order: OrderInfo): (() => void) | null {
  const target = studyTarget(order)
  if (!target) return null
  if (target.route === 'test') return () => goToTab('test')
  // studyTarget pairs each route with its own params, which its return type does not express.
  return () => goTo(target.route, target.params as never)
}

/** A button named by its text and the order's title, so that each card's buttons differ. */
function labelled(text: string, order: OrderInfo) {
  return { ...BUTTON_ROLE, 'aria-label': `${text}：${order.title}` }
}

interface OrderActionsProps {
  order: OrderInfo
  /** Seconds left to pay: at 0 an unpaid order can no longer be paid or cancelled. */
  secondsLeft: number
  /** Offers 去学习 for a paid order (the detail page). */
  study?: boolean
}

/** An order's actions: 取消订单 / 去支付 while unpaid, 查看物流 once shipped, 去学习 once paid. */
export const OrderActions = observer(function OrderActions({
  order,
  secondsLeft,
  study = false,
}: OrderActionsProps) {
  const { orders } = useStores()
  const payable = order.status === 'unpaid' && secondsLeft > 0
  const learn = study && order.status === 'paid' ? studyAction(order) : null
  if (!payable && !order.shipped && !learn) return null
  return (
    <View className="order-actions">
      {payable && (
        <>
          <Button
            {...labelled('取消订单', order)}
            size="small"
            disabled={orders.payState.isSaving}
            onClick={() => background(cancelOrder(orders, order.orderId))}
          >
            取消订单
          </Button>
          <Button
            {...labelled('去支付', order)}
            size="small"
            type="primary"
            onClick={() => goTo('placeOrder', { orderId: order.orderId })}
          >
            去支付
          </Button>
        </>
      )}
      {order.shipped && (
        <Button
          {...labelled('查看物流', order)}
          size="small"
          onClick={() => goTo('userOrderExpress', { orderId: order.orderId })}
        >
          查看物流
        </Button>
      )}
      {learn && (
        <Button {...labelled('去学习', order)} size="small" type="primary" onClick={learn}>
          去学习
        </Button>
      )}
    </View>
  )
})
