import { lessonsOf } from '@test/server/support/lessons'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/course/info/courseId/:id', (server) => {
  it('answers a course’s detail to anyone, 404 for an unknown course, 400 for a bad id', async () => {
    const { result } = await server.get('/knew/pc/course/info/courseId/1')
    const lessons = await lessonsOf(server, 1)
    expect(result).toMatchObject({
      id: 1,
      title: '初级会计实务 基础精讲班',
      price: 598,
      discountPrice: 398,
      validityDays: 365,
      lessonCount: lessons.length,
      categoryName: '初级会计实务',
    })
    expect((await server.get('/knew/pc/course/info/courseId/99999')).code).toBe(404)
    expect((await server.get('/knew/pc/course/info/courseId/abc')).code).toBe(400)
  })
})
