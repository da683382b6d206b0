import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { GoodsCard } from '@/components/goods-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import './index.scss'

/**
 * /goodsBuy/{courseId} (name goodsBuy): the goods that can be bought for a course. Reached
 * from a live the learner may not watch yet, it says which live and course led here.
 */
export default observer(function GoodsBuyPage() {
  const { courseId: raw } = useRouteParams<'goodsBuy'>()
  const courseId = Number(raw)
  const valid = Number.isInteger(courseId) && courseId > 0
  const { goods } = useStores()
  useEffect(() => {
    if (valid) background(goods.loadBuyable(courseId))
  }, [goods, courseId, valid])
  const list = goods.buyable.get(courseId)
  const lead = goods.lead?.courseId === courseId ? goods.lead : null
  return (
    <PageLayout route="goodsBuy">
      {lead && (
        <View className="goods-buy__lead" role="note">
          <View className="goods-buy__lead-title">直播：{lead.liveTitle}</View>
          <View className="goods-buy__lead-text">
            属于课程《{lead.courseTitle}》，购买下列任一商品后即可观看直播和回放。
          </View>
        </View>
      )}
      <ListState
        loading={valid && list === undefined && !goods.buyableState.error}
        error={valid ? goods.buyableState.error : `课程编号不正确：${raw ?? ''}`}
        empty={list?.length === 0}
        emptyText="该课程暂无可购买的商品"
        onRetry={() => background(goods.loadBuyable(courseId))}
      />
      {list?.map((item) => (
        <GoodsCard key={item.id} goods={item} />
      ))}
    </PageLayout>
  )
})
