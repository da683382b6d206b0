import { View } from '@tarojs/components'
import { priceText } from '@common/rules/price'
import './index.scss'

/** The price to pay (免费 when 0), with the list price struck through when discounted. */
export function PriceTag({ price, discountPrice }: { price: number; discountPrice: number }) {
  const now = priceText(discountPrice)
  return (
    <View className="price-tag" aria-label={`价格 ${now}`}>
      <View className="price-tag__now">{now}</View>
      {price > discountPrice && <View className="price-tag__was">{priceText(price)}</View>}
    </View>
  )
}
