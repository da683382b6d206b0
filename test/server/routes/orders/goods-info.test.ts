import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/home/buy/getGoodsInfo', (server) => {
  it('answers one goods item, 404 for a missing one and 400 for an unknown type', async () => {
    const { result } = await server.get('/new/home/buy/getGoodsInfo?type=course&gid=1')
    expect(result).toMatchObject({ id: 1, type: 'course', refId: 1 })
    expect((await server.get('/new/home/buy/getGoodsInfo?type=goods&gid=1')).code).toBe(404)
    expect((await server.get('/new/home/buy/getGoodsInfo?type=car&gid=1')).code).toBe(400)
  })
})
