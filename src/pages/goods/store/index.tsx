import { Tabs } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { GoodsCard } from '@/components/goods-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import './index.scss'

/** /goodsStore (name goods): the store by category; `anchorId` scrolls to that category. */
export default observer(function GoodsStorePage() {
  const { anchorId } = useRouteParams<'goods'>()
  const { goods } = useStores()
  const [active, setActive] = useState<string | number>(anchorId ?? '')
  useEffect(() => {
    void goods.loadTypes()
  }, [goods])

  const scrollTo = (id: string | number) => {
    setActive(id)
    void Taro.pageScrollTo({ selector: `#goods-type-${id}`, duration: 300 }).catch(() => undefined)
  }
  useEffect(() => {
    if (goods.typesLoaded && anchorId) scrollTo(anchorId)
  }, [goods.typesLoaded, anchorId])

  return (
    <PageLayout route="goods">
      {goods.types.length > 0 && (
        <View className="goods-store__tabs">
          <Tabs value={active || goods.types[0].id} onChange={scrollTo} activeType="line">
            {goods.types.map((type) => (
              <Tabs.TabPane key={type.id} title={type.name} value={type.id} />
            ))}
          </Tabs>
        </View>
      )}
      <ListState
        loading={!goods.typesLoaded && !goods.error}
        error={goods.error}
        empty={goods.typesLoaded && goods.types.length === 0}
        emptyText="商城正在上新，敬请期待"
        onRetry={() => void goods.loadTypes()}
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
