import { buildRoot } from '../../support/root'
import { envelope } from '../../support/fake-transport'

const ITEM = {
  id: 5,
  type: 'course' as const,
  refId: 1,
  title: '初级会计实务 基础精讲班',
  cover: '/media/covers/course/1.svg',
  summary: '',
  price: 398,
  discountPrice: 298,
}

describe('GoodsStore', () => {
  it('loads the store’s categories with their goods', async () => {
    const { root, transport } = buildRoot(() =>
      envelope([{ id: 1, name: '精品课程', goods: [ITEM] }]),
    )
    await root.goods.loadTypes()
    expect(transport.requests[0].url).toBe('/api/home/study/getGoodsTypes')
    expect(root.goods.types[0].goods[0].title).toBe('初级会计实务 基础精讲班')
    expect(root.goods.typesState.loaded).toBe(true)
  })

  it('keeps the goods of each course apart', async () => {
    const { root, transport } = buildRoot((request) =>
      envelope(request.url.endsWith('/1') ? [ITEM] : []),
    )
    await root.goods.loadBuyable(1)
    await root.goods.loadBuyable(2)
    expect(transport.requests.map((r) => r.url)).toEqual([
      '/knew/api/wap/buyAbleGoods/courseId/1',
      '/knew/api/wap/buyAbleGoods/courseId/2',
    ])
    expect(root.goods.buyable.get(1)).toHaveLength(1)
    expect(root.goods.buyable.get(2)).toEqual([])
  })

  it('says why the goods of a course could not be had', async () => {
    const { root } = buildRoot(() => envelope(null, 404, '课程不存在：99', 404))
    await root.goods.loadBuyable(99)
    expect(root.goods.buyableState.error).toBe('课程不存在：99')
    expect(root.goods.buyable.has(99)).toBe(false)
  })
})
