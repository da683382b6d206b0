import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { GoodsCard } from '@/components/goods-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'

/** /goodsBuy/{courseId} (name goodsBuy): the goods that can be bought for a course. */
export default observer(function GoodsBuyPage() {
  const { courseId: raw } = useRouteParams<'goodsBuy'>()
  const courseId = Number(raw)
  const valid = Number.isInteger(courseId) && courseId > 0
  const { goods } = useStores()
  useEffect(() => {
    if (valid) background(goods.loadBuyable(courseId))
  }, [goods, courseId, valid])
  const list = goods.buyable.get(courseId)
  return (
    <PageLayout route="goodsBuy">
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
