import { DAY_MS, chinaTime } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/course/tryActive', (server) => {
  const access = (courseId: number, cookie?: string) =>
    server.get(`/knew/pc/Course/access?courseId=${courseId}`, cookie)
  const enrolmentsOf = (userId: number) =>
    server.app.db.selectFrom('enrolments').selectAll().where('user_id', '=', userId).execute()

  it('asks a buyer to activate (2); tryActive starts the period once, idempotently', async () => {
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 4 })
    expect((await access(4, cookie)).result).toMatchObject({ access: 2, expireAt: null })

    const before = Date.now()
    const first = await server.get('/knew/pc/course/tryActive/?id=4', cookie)
    expect(first).toMatchObject({ status: 200, code: 200, result: { access: 1 } })
    const [row] = await enrolmentsOf(userId)
    expect(row.activated_at).toBeGreaterThanOrEqual(before)
    expect(row.activated_at).toBeLessThanOrEqual(Date.now())
    expect(row.expire_at).toBe((row.activated_at as number) + 365 * DAY_MS)
    expect(first.result.expireAt).toBe(chinaTime(row.expire_at as number))

    expect((await access(4, cookie)).result).toMatchObject({
      access: 1,
      expireAt: first.result.expireAt,
    })
    const again = await server.get('/knew/pc/course/tryActive?id=4', cookie)
    expect(again.result).toEqual(first.result)
    expect(await enrolmentsOf(userId)).toEqual([row])
  })

  it('refuses tryActive to a visitor, a learner without the course, and an unknown course', async () => {
    const { cookie } = await newLearner(server.app)
    expect((await server.get('/knew/pc/course/tryActive/?id=4')).code).toBe(401)
    expect(await server.get('/knew/pc/course/tryActive/?id=4', cookie)).toEqual({
      status: 400,
      code: 400,
      message: '激活失败：您尚未购买该课程',
      result: null,
    })
    expect((await server.get('/knew/pc/course/tryActive/?id=99999', cookie)).code).toBe(404)
  })

  it('refuses to activate an enrolment whose validity has ended', async () => {
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 5, expiresInDays: -35 })
    expect((await server.get('/knew/pc/course/tryActive/?id=5', cookie)).code).toBe(400)
  })

  it('gives the courses of a class room through the class room, activation included', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/1')
    const courseId = courses[0].id
    await enrolLearner(server.app, { userId, kind: 'classroom', refId: 1 })
    expect((await access(courseId, cookie)).result).toMatchObject({ access: 2 })
    expect(
      (await server.get('/knew/pc/classroom/checkAccess/classId/1', cookie)).result,
    ).toMatchObject({ access: 2, loggedIn: true, expireAt: null })

    const activated = await server.get(`/knew/pc/course/tryActive/?id=${courseId}`, cookie)
    expect(activated.result.access).toBe(1)
    const [room] = await enrolmentsOf(userId)
    expect(room.kind).toBe('classroom')
    expect(chinaTime(room.expire_at as number)).toBe(activated.result.expireAt)
    expect((await access(courses[1].id, cookie)).result.access).toBe(1)
    expect(
      (await server.get('/knew/pc/classroom/checkAccess/classId/1', cookie)).result.access,
    ).toBe(1)

    const { result: mine } = await server.get('/knew/pc/course/courseList', cookie)
    expect(mine).toHaveLength(courses.length)
    expect(mine[0]).toMatchObject({ access: 1, source: 'classroom' })
  })
})
