import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/Pc/course/getCourseList/cateId/:id', (server) => {
  it('lists a subject’s courses, an exam’s courses, and refuses an unknown or bad id', async () => {
    const { result: categories } = await server.get('/knew/Pc/course/getCourse')
    const exam = categories[2]
    const subject = exam.catechildren[1]
    const bySubject = await server.get(`/knew/Pc/course/getCourseList/cateId/${subject.id}`)
    expect(bySubject.result.length).toBeGreaterThan(0)
    expect(
      bySubject.result.every(
        (c: { title: string }) => c.title.startsWith(subject.name) || c.title.includes('审计'),
      ),
    ).toBe(true)
    expect(
      (await server.get(`/knew/Pc/course/getCourseList/cateId/${exam.id}`)).result,
    ).toHaveLength(exam.courseList.length)
    expect(await server.get('/knew/Pc/course/getCourseList/cateId/99999')).toEqual({
      status: 404,
      code: 404,
      message: '课程分类不存在：99999',
      result: null,
    })
    expect((await server.get('/knew/Pc/course/getCourseList/cateId/abc')).code).toBe(400)
  })
})
