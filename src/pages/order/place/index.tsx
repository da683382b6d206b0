import { Button } from '@nutui/nutui-react-taro'
import type { PayStart } from '@common/contracts/orders'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { SchoolImage } from '@/components/school-image'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { goTo, goToTab, openAddress, replaceWith } from '@/services/navigation'
import { payInWechat } from '@/services/wechat-pay'
import { background, confirm, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { isDevPayment, studyTarget } from '@/utils/orders'
import { clockText } from '@/utils/time-text'
import { yuanText } from '@common/rules/price'
import '../confirm/index.scss'

/**
 * placeOrder: the order to pay (getOrderInfo), the time left before it closes, 立即支付 by the
 * configured provider (the dev cashier, WeChat's payment sheet, WeChat's H5 page; inside WeChat
 * first a silent 网页授权 for the learner's openid, which comes back here and pays) and 取消订单;
 * once the server says it is paid, 支付成功 and 去学习.
 */
export default observer(function PlaceOrderPage() {
  const params = useRouteParams<'placeOrder'>()
  const orderId = params.orderId ?? ''
  const { orders } = useStores()
  const [now, setNow] = useState(Date.now)
  const [loadedAt, setLoadedAt] = useState(Date.now)

  useEffect(() => {
    if (!orderId) return
    // Back from a payment page: the server is asked where the payment stands.
    background(
      orders.checkPaid(orderId).then(
        (paid) => (paid ? undefined : orders.loadOrder(orderId)),
        () => orders.loadOrder(orderId),
      ),
    )
    setLoadedAt(Date.now())
    if (params.payFailed) toast('支付未完成，请重新支付')
    if (params.wxauth === 'failed') toast('微信授权失败，请重新支付')
  }, [orders, orderId, params.payFailed, params.wxauth])

  const order = orders.order?.orderId === orderId ? orders.order : null
  useEffect(() => {
    if (order?.status !== 'unpaid') return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [order?.status])
  const left = order ? Math.max(0, order.secondsLeft - Math.floor((now - loadedAt) / 1000)) : 0

  // PAY_PROVIDER=dev in the mini-program: the dev cashier's question, then its confirmation.
  const payInDev = async () => {
    const yes = await confirm({
      title: '开发环境支付',
      content: '这是开发环境的模拟支付，不会真实扣款。确认支付吗？',
      confirmText: '确认支付',
      cancelText: '取消',
    })
    if (!yes) return false
    return orders.devPaySucceed(orderId).then(
      () => true,
      (error: unknown) => {
        showError(error)
        return false
      },
    )
  }

  const pay = async () => {
    let start: PayStart
    try {
      start = await orders.pay(orderId)
    } catch (error) {
      showError(error)
      background(orders.loadOrder(orderId))
      return
    }
    if (start.kind === 'jsapi') {
      const done = isDevPayment(start.params) ? await payInDev() : await payInWechat(start.params)
      if (!done) toast('支付未完成')
      if (await orders.checkPaid(orderId).catch(() => false)) toast('支付成功', 'success')
      return
    }
    // The cashier and WeChat's H5 page are web pages, outside the app's routes.
    const origin = process.env.TARO_ENV === 'h5' ? window.location.origin : ''
    openAddress(start.url.startsWith('/') ? `${origin}${start.url}` : start.url)
  }

  // Back from 网页授权 (pay=1): the learner had tapped 立即支付, so paying goes on by itself, once.
  const resumed = useRef(false)
  useEffect(() => {
    if (params.pay !== '1' || params.wxauth === 'failed') return
    if (order?.status !== 'unpaid' || resumed.current) return
    resumed.current = true
    background(pay())
  })

  const cancel = async () => {
    const yes = await confirm({
      title: '取消订单',
      content: '确定取消该订单吗？',
      confirmText: '取消订单',
      cancelText: '再想想',
    })
    if (!yes) return
    try {
      await orders.cancel(orderId)
      toast('订单已取消')
    } catch (error) {
      showError(error)
    }
  }

  const target = order ? studyTarget(order) : null
  const study = () => {
    if (!target) return
    if (target.route === 'test') goToTab('test')
    else goTo(target.route, target.params as never)
  }

  return (
    <PageLayout route="placeOrder">
      <ListState
        loading={!order && !orders.orderState.error}
        error={order ? null : orders.orderState.error}
        empty={false}
        emptyText=""
        onRetry={() => background(orders.loadOrder(orderId))}
        reserve="60vh"
      />
      {order ? (
        <View className="confirm">
          <View
            className={`confirm__status confirm__status--${order.status}`}
            role="status"
            aria-label="订单状态"
          >
            {order.status === 'paid' ? '支付成功' : order.statusName}
            {order.status === 'unpaid' ? (
              <View className="confirm__countdown">
                请在 {clockText(left)} 内完成支付，超时订单将自动关闭
              </View>
            ) : null}
          </View>
          <View className="confirm__goods">
            <SchoolImage src={order.cover} alt={order.title} width={240} height={180} />
            <View className="confirm__info">
              <View className="confirm__title">{order.title}</View>
              <View className="confirm__kind">订单号：{order.orderId}</View>
            </View>
          </View>
          <View className="confirm__prices">
            <View className="confirm__row">
              商品金额<View className="confirm__value">{yuanText(order.priceFen)}</View>
            </View>
            <View className="confirm__row">
              实付金额
              <View className="confirm__value confirm__amount" aria-label="实付金额">
                {yuanText(order.amountFen)}
              </View>
            </View>
          </View>
          <View className="confirm__actions">
            {order.status === 'unpaid' ? (
              <>
                <Button
                  {...BUTTON_ROLE}
                  type="primary"
                  block
                  loading={orders.payState.isSaving}
                  onClick={() => background(pay())}
                >
                  立即支付 {yuanText(order.amountFen)}
                </Button>
                <Button {...BUTTON_ROLE} fill="none" block onClick={() => background(cancel())}>
                  取消订单
                </Button>
              </>
            ) : null}
            {order.status === 'paid' && target ? (
              <Button {...BUTTON_ROLE} type="primary" block onClick={study}>
                去学习
              </Button>
            ) : null}
            {order.status === 'closed' || order.status === 'cancelled' ? (
              <Button
                {...BUTTON_ROLE}
                type="primary"
                block
                onClick={() =>
                  replaceWith('confirmOrder', {
                    id: order.type === 'goods' ? order.goodsId : order.refId,
                    type: order.type,
                  })
                }
              >
                重新下单
              </Button>
            ) : null}
            <Button
              {...BUTTON_ROLE}
              fill="outline"
              block
              onClick={() => goTo('userOrderDetail', { orderId })}
            >
              查看订单
            </Button>
          </View>
        </View>
      ) : null}
    </PageLayout>
  )
})
