import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/buyAbleGoods/courseId/:id', (server) => {
  it('lists the goods that unlock a course, and 404 for an unknown course', async () => {
    const { result } = await server.get('/knew/api/wap/buyAbleGoods/courseId/1')
    expect(result.map((g: { type: string }) => g.type).sort()).toEqual(['classroom', 'course'])
    expect((await server.get('/knew/api/wap/buyAbleGoods/courseId/99999')).code).toBe(404)
  })
})
