import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { GoodsCard } from '@/components/goods-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import './index.scss'

/** /goodsStore (name goods): the store by category; `anchorId` scrolls to that category. */
export default observer(function GoodsStorePage() {
  const { anchorId } = useRouteParams<'goods'>()
  const { goods } = useStores()
  const [active, setActive] = useState<string | number>(anchorId ?? '')
  useEffect(() => {
    background(goods.loadTypes())
  }, [goods])

  const scrollTo = (id: string | number) => {
    setActive(id)
    // A category not on the page yet is simply not scrolled to.
    Taro.pageScrollTo({ selector: `#goods-type-${id}`, duration: 300 }).catch(() => undefined)
  }
  useEffect(() => {
    if (goods.typesState.loaded && anchorId) scrollTo(anchorId)
  }, [goods.typesState.loaded, anchorId])

  return (
    <PageLayout route="goods">
      {goods.types.length > 0 && (
        <View className="goods-store__tabs">
          <AppTabs value={active || goods.types[0].id} onChange={scrollTo} label="商品分类">
            {goods.types.map((type) => (
              <AppTabPane key={type.id} title={type.name} value={type.id} />
            ))}
          </AppTabs>
        </View>
      )}
      <ListState
        loading={goods.typesState.pending}
        error={goods.typesState.error}
        empty={goods.typesState.loaded && goods.types.length === 0}
        emptyText="商城正在上新，敬请期待"
        onRetry={() => background(goods.loadTypes())}
      />
      {goods.types.map((type) => (
        <View key={type.id} id={`goods-type-${type.id}`} className="goods-store__group">
          <View className="goods-store__name" role="heading" aria-level={2}>
            {type.name}
          </View>
          {type.goods.length === 0 ? (
            <View className="goods-store__empty">该分类下暂无商品</View>
          ) : (
            type.goods.map((item) => <GoodsCard key={item.id} goods={item} />)
          )}
        </View>
      ))}
    </PageLayout>
  )
})
