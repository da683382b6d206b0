import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/freeList/type/:type', (server) => {
  it('lists the free lists by type, and refuses another type', async () => {
    const review = await server.get('/knew/api/wap/freeList/type/0')
    const videos = await server.get('/knew/api/wap/freeList/type/1')
    expect(review.result.length).toBeGreaterThanOrEqual(2)
    expect(videos.result.length).toBeGreaterThanOrEqual(2)
    expect(
      [...review.result, ...videos.result].every(
        (c: { discountPrice: number }) => c.discountPrice === 0,
      ),
    ).toBe(true)
    expect((await server.get('/knew/api/wap/freeList/type/2')).code).toBe(400)
  })
})
