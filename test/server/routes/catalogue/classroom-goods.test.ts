import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/classgoods/:id/p/:page', (server) => {
  it('pages a class room’s goods ten at a time', async () => {
    const first = await server.get('/api/home/classgoods/3/p/1')
    expect(first.result).toMatchObject({ page: 1, pageSize: 10 })
    expect(first.result.totalCount).toBeGreaterThan(10)
    expect(first.result.list).toHaveLength(10)
    expect(first.result.list[0]).toMatchObject({ type: 'classroom', refId: 3 })
    const second = await server.get('/api/home/classgoods/3/p/2')
    expect(second.result.list).toHaveLength(first.result.totalCount - 10)
    expect((await server.get('/api/home/classgoods/3/p/9')).result.list).toEqual([])
    expect((await server.get('/api/home/classgoods/3/p/x')).code).toBe(400)
  })

  it('answers 404 for an unknown class room', async () => {
    expect((await server.get('/api/home/classgoods/99/p/1')).code).toBe(404)
  })
})
