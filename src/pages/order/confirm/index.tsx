import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { GoodsItem } from '@common/contracts/catalogue'
import { AddressForm } from '@/components/address-form'
import { useBuyPrompt } from '@/components/buy-prompt'
import { courseOffer } from '@/components/course-actions'
import { FixedBottomBar } from '@/components/fixed-bottom-bar'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { SchoolImage } from '@/components/school-image'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { replaceWith } from '@/services/navigation'
import { background, showError } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { yuanText } from '@common/rules/price'
import { orderTypeName } from '@/utils/route-labels'
import './index.scss'

const TYPES: GoodsItem['type'][] = ['course', 'classroom', 'goods']

const fen = (yuan: number) => Math.round(yuan * 100)

/**
 * confirmOrder: what is bought and its price (the server's), the class room it is bought from,
 * the shipping address for goods that ship; 提交订单 places the order and goes on to pay it. A
 * visitor gets the register/buy dialog first.
 */
export default observer(function ConfirmOrderPage() {
  const params = useRouteParams<'confirmOrder'>()
  const type = TYPES.find((t) => t === params.type)
  const id = Number(params.id)
  const classId = params.class ? Number(params.class) : undefined
  const { orders, app, account } = useStores()
  const buyPrompt = useBuyPrompt()
  const [editing, setEditing] = useState(false)
  const valid = type !== undefined && Number.isInteger(id) && id > 0

  useEffect(() => {
    if (valid) background(orders.loadGoods(type, id))
  }, [orders, type, id, valid])

  const goods = valid && orders.goods?.key === `${type}/${id}` ? orders.goods.item : null
  const ships = goods?.ships === true
  useEffect(() => {
    background(app.checkLogin())
  }, [app])
  useEffect(() => {
    if (ships && app.isLogin) background(account.loadAddresses())
  }, [ships, app.isLogin, account])
  const address = app.userAddress[0]

  const place = async () => {
    if (!goods || !type) return
    if (!(await app.checkLogin())) {
      buyPrompt.ask(courseOffer(goods), () => background(place()))
      return
    }
    try {
      const orderId = await orders.place({
        type,
        gid: id,
        ...(classId ? { classId } : {}),
      })
      replaceWith('placeOrder', { orderId })
    } catch (error) {
      showError(error)
    }
  }

  return (
    <PageLayout route="confirmOrder">
      <ListState
        loading={valid && !goods && !orders.goodsState.error}
        error={valid ? (goods ? null : orders.goodsState.error) : '订单信息不正确'}
        empty={false}
        emptyText=""
        onRetry={() => type && background(orders.loadGoods(type, id))}
        reserve="60vh"
      />
      {goods ? (
        <View className="confirm">
          <View className="confirm__goods">
            <SchoolImage src={goods.cover} alt={goods.title} width={240} height={180} />
            <View className="confirm__info">
              <View className="confirm__title">{goods.title}</View>
              <View className="confirm__kind">{orderTypeName(goods.type)}</View>
              {goods.summary ? <View className="confirm__summary">{goods.summary}</View> : null}
            </View>
          </View>
          {classId ? (
            <View className="confirm__row">通过班级购买（班级编号 {classId}）</View>
          ) : null}
          {ships ? (
            <View className="confirm__address" aria-label="收货地址">
              <View className="confirm__section">收货地址</View>
              {address && !editing ? (
                <View className="confirm__row">
                  <View>
                    {address.name} {address.mobile}
                  </View>
                  <View>{address.address}</View>
                  <View
                    {...BUTTON_ROLE}
                    {...FOCUSABLE}
                    {...keyActivation(() => setEditing(true))}
                    className="confirm__link"
                    onClick={() => setEditing(true)}
                  >
                    修改地址
                  </View>
                </View>
              ) : app.isLogin ? (
                <AddressForm onSaved={() => setEditing(false)} />
              ) : (
                <View className="confirm__row">登录后填写收货地址</View>
              )}
            </View>
          ) : null}
          <View className="confirm__prices">
            <View className="confirm__row">
              商品金额<View className="confirm__value">{yuanText(fen(goods.price))}</View>
            </View>
            {goods.price > goods.discountPrice ? (
              <View className="confirm__row">
                优惠
                <View className="confirm__value">
                  -{yuanText(fen(goods.price) - fen(goods.discountPrice))}
                </View>
              </View>
            ) : null}
          </View>
          <FixedBottomBar>
            <View className="confirm__bar">
              <View className="confirm__total">
                实付 <View className="confirm__amount">{yuanText(fen(goods.discountPrice))}</View>
              </View>
              <Button
                {...BUTTON_ROLE}
                className="confirm__submit"
                type="primary"
                loading={orders.placeState.isSaving}
                disabled={ships && app.isLogin && !address}
                onClick={() => background(place())}
              >
                提交订单
              </Button>
            </View>
          </FixedBottomBar>
        </View>
      ) : null}
      {buyPrompt.element}
    </PageLayout>
  )
})
