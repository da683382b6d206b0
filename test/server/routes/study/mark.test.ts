import { enrolLearner, newLearner } from '@test/server/support/learners'
import { lessonsOf } from '@test/server/support/lessons'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/pc/course/mark', (server) => {
  it('marks the lesson studied, so that lastLearning answers it', async () => {
    const lessons = await lessonsOf(server, 2)
    const free = lessons[0]
    const paid = lessons.find((lesson) => lesson.free === 0)?.id as number
    const mark = (courseId: number, lessonId: number, cookie?: string) =>
      server.post('/knew/pc/course/mark', { courseId, lessonId }, cookie)
    const { cookie } = await newLearner(server.app)
    expect((await mark(2, free.id)).code).toBe(401)
    expect((await mark(2, paid, cookie)).code).toBe(403)
    expect(await mark(2, free.id, cookie)).toMatchObject({ code: 200, result: null })
    expect((await server.get('/knew/api/wap/lastLearning', cookie)).result).toEqual({
      courseId: 2,
      lessonId: free.id,
      lessonTitle: '1.1 会计概念与目标 典型例题',
      courseTitle: '初级会计实务 习题强化班',
    })

    const buyer = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: buyer.userId,
      kind: 'course',
      refId: 2,
      expiresInDays: 365,
    })
    await mark(2, free.id, buyer.cookie)
    await mark(2, paid, buyer.cookie)
    expect((await server.get('/knew/api/wap/lastLearning', buyer.cookie)).result.lessonId).toBe(
      paid,
    )
    expect((await mark(1, free.id, cookie)).code).toBe(404)
  })
})
