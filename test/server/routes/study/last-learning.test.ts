import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/lastLearning', (server) => {
  it('answers the last study record of a learner, 404 without one, 401 for a visitor', async () => {
    expect((await server.get('/knew/api/wap/lastLearning')).code).toBe(401)
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/knew/api/wap/lastLearning', cookie)).code).toBe(404)
    await server.app.db
      .insertInto('study_records')
      .values({
        user_id: userId,
        course_id: 2,
        lesson_id: 7,
        lesson_title: '第二章 资产',
        updated_at: Date.now(),
      })
      .execute()
    expect((await server.get('/knew/api/wap/lastLearning', cookie)).result).toEqual({
      courseId: 2,
      lessonId: 7,
      lessonTitle: '第二章 资产',
      courseTitle: '初级会计实务 习题强化班',
    })
  })

  it('answers the most recently studied course of several', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const record = { user_id: userId, lesson_id: 7, lesson_title: '第二章 资产' }
    await server.app.db
      .insertInto('study_records')
      .values([
        { ...record, course_id: 1, updated_at: Date.now() - 60_000 },
        { ...record, course_id: 2, updated_at: Date.now() },
        { ...record, course_id: 3, updated_at: Date.now() - 120_000 },
      ])
      .execute()
    expect((await server.get('/knew/api/wap/lastLearning', cookie)).result.courseId).toBe(2)
  })
})
