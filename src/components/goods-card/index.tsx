import type { GoodsItem } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { goTo } from '@/services/navigation'
import { priceText } from '@common/rules/price'
import { SchoolImage } from '../school-image'
import './index.scss'

const TYPE_NAMES: Record<GoodsItem['type'], string> = {
  course: '课程',
  classroom: '班级',
  goods: '图书',
}

/** A goods row: cover, title, summary, prices; it leads to /order/confirm/id/{id}/type/{type}. */
/** The confirm page names a course or class room by its own id, other goods by theirs. */
function confirmGoods(goods: GoodsItem, classId: number | undefined): void {
  goTo(
    'confirmOrder',
    { id: goods.type === 'goods' ? goods.id : goods.refId, type: goods.type },
    { class: classId },
  )
}

export function GoodsCard({
  goods,
  classId,
  label,
}: {
  goods: GoodsItem
  classId?: number
  /** What tells apart goods of one title (search: the exam). */
  label?: string
}) {
  const open = () => confirmGoods(goods, classId)
  return (
    <View
      className="goods-card"
      role="link"
      aria-label={label ? `${goods.title}（${label}）` : goods.title}
      {...FOCUSABLE}
      {...keyActivation(open)}
      onClick={open}
    >
      <View className="goods-card__cover">
        <SchoolImage src={goods.cover} alt={goods.title} width={400} height={300} />
      </View>
      <View className="goods-card__body">
        <View className="goods-card__title">
          <View className="goods-card__type">{TYPE_NAMES[goods.type]}</View>
          {goods.title}
        </View>
        <View className="goods-card__summary">
          {label ? `${label} · ${goods.summary}` : goods.summary}
        </View>
        <View className="goods-card__prices">
          <View className="goods-card__price">{priceText(goods.discountPrice)}</View>
          {goods.price > goods.discountPrice && (
            <View className="goods-card__list-price">{priceText(goods.price)}</View>
          )}
        </View>
      </View>
    </View>
  )
}
