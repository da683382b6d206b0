import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/visitclassroom/:id', (server) => {
  it('answers a class room’s info to anyone, counting its courses', async () => {
    const { result: room } = await server.get('/api/home/visitclassroom/1')
    const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/1')
    expect(room).toMatchObject({
      id: 1,
      title: '2027 初级会计 无忧通关班',
      price: 1980,
      discountPrice: 1280,
      courseCount: courses.length,
    })
  })

  it('answers 404 for an unknown class room and 400 for a bad id', async () => {
    expect((await server.get('/api/home/visitclassroom/99')).code).toBe(404)
    expect((await server.get('/api/home/visitclassroom/abc')).code).toBe(400)
  })

  it("answers the spec's /type/{type} form the same way", async () => {
    const plain = await server.get('/api/home/visitclassroom/1')
    for (const type of ['course', 'goods', '1']) {
      const typed = await server.get(`/api/home/visitclassroom/1/type/${type}`)
      expect(typed).toEqual(plain)
    }
    expect((await server.get('/api/home/visitclassroom/99/type/course')).code).toBe(404)
    expect((await server.get('/api/home/visitclassroom/1/type/<b>')).code).toBe(400)
  })
})
