import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/classroom/courseList/classId/:id', (server) => {
  it('answers a class room’s courses to anyone, in order', async () => {
    const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/1')
    expect(courses.length).toBeGreaterThanOrEqual(3)
    expect(courses[0]).toMatchObject({ id: 1, title: '初级会计实务 基础精讲班', url: '' })
  })

  it('answers 404 for an unknown class room', async () => {
    expect((await server.get('/knew/pc/classroom/courseList/classId/99')).code).toBe(404)
  })
})
