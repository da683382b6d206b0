import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { buyFooter } from '@common/rules/course-access'
import { FixedBottomBar } from '../fixed-bottom-bar'
import { PriceTag } from '../price-tag'
import './index.scss'

interface BuyFooterProps {
  price: number
  discountPrice: number
  /** The button's text when it does not buy or join: 开始学习, 继续学习, 立即激活. */
  actionText?: string
  /** Shown instead of the price once the course is the learner's (已购买 · 有效期至…). */
  status?: string
  onPress: () => void
}

/**
 * spec §2 buy footer: the price (the list price struck through when discounted), or 免费 with
 * 免费加入 instead of 立即购买.
 */
export function BuyFooter({ price, discountPrice, actionText, status, onPress }: BuyFooterProps) {
  return (
    <FixedBottomBar className="buy-footer">
      {status ? (
        <View className="buy-footer__status">{status}</View>
      ) : (
        <PriceTag price={price} discountPrice={discountPrice} />
      )}
      <Button {...BUTTON_ROLE} type="primary" className="buy-footer__button" onClick={onPress}>
        {actionText ?? buyFooter(discountPrice).button}
      </Button>
    </FixedBottomBar>
  )
}
