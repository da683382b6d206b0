import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { buyFooter } from '@/utils/course-access'
import { priceText } from '@/utils/price'
import './index.scss'

interface BuyFooterProps {
  price: number
  discountPrice: number
  /** The button's text when it does not buy or join: 开始学习, 继续学习, 立即激活. */
  actionText?: string
  onPress: () => void
}

/**
 * spec §2 buy footer: the price (the list price struck through when discounted), or 免费 with
 * 免费加入 instead of 立即购买.
 */
export function BuyFooter({ price, discountPrice, actionText, onPress }: BuyFooterProps) {
  const footer = buyFooter(discountPrice)
  return (
    <View className="buy-footer">
      <View className="buy-footer__price" aria-label={`价格 ${footer.price}`}>
        <View className="buy-footer__now">{footer.price}</View>
        {price > discountPrice && <View className="buy-footer__was">{priceText(price)}</View>}
      </View>
      <Button type="primary" className="buy-footer__button" onClick={onPress}>
        {actionText ?? footer.button}
      </Button>
    </View>
  )
}
