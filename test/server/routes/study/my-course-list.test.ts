import { DAY_MS } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/course/courseList', (server) => {
  it('lists the learner’s courses newest first, and 401 for a visitor', async () => {
    expect((await server.get('/knew/pc/course/courseList')).code).toBe(401)
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/knew/pc/course/courseList', cookie)).result).toEqual([])
    await enrolLearner(server.app, { userId, kind: 'course', refId: 7 })
    await server.app.db
      .updateTable('enrolments')
      .set({ created_at: Date.now() - 2 * DAY_MS })
      .where('user_id', '=', userId)
      .execute()
    await enrolLearner(server.app, { userId, kind: 'course', refId: 8, expiresInDays: 10 })
    const { result } = await server.get('/knew/pc/course/courseList', cookie)
    expect(result.map((c: { id: number; access: number }) => [c.id, c.access])).toEqual([
      [8, 1],
      [7, 2],
    ])
    expect(result[0]).toMatchObject({ source: 'purchase', title: expect.any(String) })
  })
})
