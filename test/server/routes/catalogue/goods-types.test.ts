import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/study/getGoodsTypes', (server) => {
  it('lists the store by category', async () => {
    const { result } = await server.get('/api/home/study/getGoodsTypes')
    expect(result.map((t: { name: string }) => t.name)).toEqual([
      '精品课程',
      '通关班级',
      '教材图书',
      '题库',
    ])
    expect(
      result.reduce((n: number, t: { goods: unknown[] }) => n + t.goods.length, 0),
    ).toBeGreaterThanOrEqual(10)
  })
})
