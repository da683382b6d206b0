import { View } from '@tarojs/components'
import { validityText } from '@common/rules/course-access'
import { PriceTag } from '../price-tag'
import './index.scss'

/** A course's price (and discount) with its validity, as the course and live course pages show it. */
export function CoursePrice({
  price,
  discountPrice,
  validityDays,
  expireAt,
}: {
  price: number
  discountPrice: number
  validityDays: number
  expireAt: string | null
}) {
  return (
    <View className="course-price">
      <PriceTag price={price} discountPrice={discountPrice} />
      <View className="course-price__validity">{validityText(validityDays, expireAt)}</View>
    </View>
  )
}
