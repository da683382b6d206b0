import { DAY_MS, HOUR_MS, chinaTime } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/preLive', (server) => {
  it('lists lives not yet ended, soonest first, without unpublished ones', async () => {
    const { result } = await server.get('/knew/api/wap/preLive')
    const now = chinaTime(Date.now())
    expect(result.length).toBeGreaterThanOrEqual(3)
    expect(
      result.every(
        (live: { end_time: string; status: string }) =>
          live.end_time > now && live.status === 'published',
      ),
    ).toBe(true)
    const starts = result.map((live: { start_time: string }) => live.start_time)
    expect([...starts].sort()).toEqual(starts)
    expect(result[0]).toMatchObject({
      free: expect.stringMatching(/^[01]$/),
      nickname: expect.any(String),
    })
  })

  it('shows a live’s times as China date-times and drops it once it has ended', async () => {
    const startTime = Date.now() - 2 * DAY_MS
    const live = {
      course_id: 1,
      lesson_title: '考前串讲',
      teacher: '高志谦',
      start_time: startTime,
    }
    await server.app.db
      .insertInto('lives')
      .values([
        { ...live, end_time: Date.now() + HOUR_MS },
        { ...live, lesson_title: '已结束的串讲', end_time: Date.now() - 60_000 },
      ])
      .execute()
    const { result } = await server.get('/knew/api/wap/preLive')
    expect(result[0]).toMatchObject({
      lessonTitle: '考前串讲',
      start_time: chinaTime(startTime),
      end_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    expect(result.map((l: { lessonTitle: string }) => l.lessonTitle)).not.toContain('已结束的串讲')
  })
})

describeServer('GET /knew/api/wap/preLive for a learner', (server) => {
  it('gives free lives access 1 to everyone, and a learner their own access to paid ones', async () => {
    const visitor = (await server.get('/knew/api/wap/preLive')).result
    for (const live of visitor) expect(live.access).toBe(live.free === '1' ? 1 : 0)
    const paid = visitor.find((live: { free: string }) => live.free === '0')
    expect(paid).toBeDefined()
    const learner = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: learner.userId,
      kind: 'course',
      refId: paid.courseId,
      expiresInDays: 30,
    })
    const mine = (await server.get('/knew/api/wap/preLive', learner.cookie)).result
    expect(mine.map((live: { id: number }) => live.id)).toEqual(
      visitor.map((live: { id: number }) => live.id),
    )
    expect(mine.find((live: { id: number }) => live.id === paid.id)).toMatchObject({
      access: 1,
      is_activate: 1,
    })
    const pending = await newLearner(server.app)
    await enrolLearner(server.app, { userId: pending.userId, kind: 'course', refId: paid.courseId })
    const theirs = (await server.get('/knew/api/wap/preLive', pending.cookie)).result
    expect(theirs.find((live: { id: number }) => live.id === paid.id)).toMatchObject({ access: 2 })
  })
})
