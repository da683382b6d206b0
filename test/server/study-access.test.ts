import type { FastifyInstance } from 'fastify'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'
import { daysFromNow, getJson, insertEnrolment, newLearner, postJson } from './study-helpers'

describe.each(DATABASE_KINDS)('course and class room access on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database)
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const access = (courseId: number, cookie?: string) =>
    getJson(app, `/knew/pc/Course/access?courseId=${courseId}`, cookie)

  it('answers access 0 to a visitor and a learner who has not bought the course', async () => {
    expect((await access(1)).result).toEqual({
      access: 0,
      loggedIn: false,
      expireAt: null,
      validityDays: 365,
    })
    const { cookie } = await newLearner(app)
    expect((await access(1, cookie)).result).toMatchObject({ access: 0, loggedIn: true })
  })

  it('refuses an unknown course with 404 and a bad id with 400', async () => {
    expect(await access(99999)).toEqual({
      status: 404,
      code: 404,
      message: '课程不存在',
      result: null,
    })
    expect((await getJson(app, '/knew/pc/Course/access?courseId=abc')).code).toBe(400)
    expect((await getJson(app, '/knew/pc/course/access')).code).toBe(400)
  })

  it('gives access 1 to a buyer whose enrolment is active', async () => {
    const { userId, cookie } = await newLearner(app)
    const expireAt = daysFromNow(30)
    await insertEnrolment(app, {
      userId,
      kind: 'course',
      refId: 3,
      activatedAt: daysFromNow(-1),
      expireAt,
    })
    expect((await access(3, cookie)).result).toEqual({
      access: 1,
      loggedIn: true,
      expireAt,
      validityDays: 365,
    })
  })

  it('asks a buyer to activate (2); tryActive starts the period once, idempotently', async () => {
    const { userId, cookie } = await newLearner(app)
    await insertEnrolment(app, { userId, kind: 'course', refId: 4 })
    expect((await access(4, cookie)).result).toMatchObject({ access: 2, expireAt: null })

    const first = await getJson(app, '/knew/pc/course/tryActive/?id=4', cookie)
    expect(first).toMatchObject({ status: 200, code: 200, result: { access: 1 } })
    expect(first.result.expireAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(first.result.expireAt.slice(0, 10)).toBe(daysFromNow(365).slice(0, 10))
    const row = await app.db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(row.activated_at).not.toBeNull()
    expect(row.expire_at).toBe(first.result.expireAt)

    expect((await access(4, cookie)).result).toMatchObject({
      access: 1,
      expireAt: first.result.expireAt,
    })
    const again = await getJson(app, '/knew/pc/course/tryActive?id=4', cookie)
    expect(again.result).toEqual(first.result)
  })

  it('refuses tryActive to a visitor, a learner without the course, and an unknown course', async () => {
    const { cookie } = await newLearner(app)
    expect((await getJson(app, '/knew/pc/course/tryActive/?id=4')).code).toBe(401)
    expect(await getJson(app, '/knew/pc/course/tryActive/?id=4', cookie)).toEqual({
      status: 400,
      code: 400,
      message: '激活失败：您尚未购买该课程',
      result: null,
    })
    expect((await getJson(app, '/knew/pc/course/tryActive/?id=99999', cookie)).code).toBe(404)
  })

  it('takes access away when the enrolment has expired', async () => {
    const { userId, cookie } = await newLearner(app)
    await insertEnrolment(app, {
      userId,
      kind: 'course',
      refId: 5,
      activatedAt: daysFromNow(-400),
      expireAt: daysFromNow(-35),
    })
    expect((await access(5, cookie)).result).toMatchObject({ access: 0 })
    expect((await getJson(app, '/knew/pc/course/tryActive/?id=5', cookie)).code).toBe(400)
  })

  it('gives the courses of a class room through the class room, activation included', async () => {
    const { userId, cookie } = await newLearner(app)
    const { result: courses } = await getJson(app, '/knew/pc/classroom/courseList/classId/1')
    const courseId = courses[0].id
    await insertEnrolment(app, { userId, kind: 'classroom', refId: 1 })
    expect((await access(courseId, cookie)).result).toMatchObject({ access: 2 })
    expect(
      (await getJson(app, '/knew/pc/classroom/checkAccess/classId/1', cookie)).result,
    ).toMatchObject({ access: 2, loggedIn: true, expireAt: null })

    const activated = await getJson(app, `/knew/pc/course/tryActive/?id=${courseId}`, cookie)
    expect(activated.result.access).toBe(1)
    const room = await app.db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(room).toMatchObject({ kind: 'classroom', expire_at: activated.result.expireAt })
    expect((await access(courses[1].id, cookie)).result.access).toBe(1)
    expect(
      (await getJson(app, '/knew/pc/classroom/checkAccess/classId/1', cookie)).result.access,
    ).toBe(1)

    const { result: mine } = await getJson(app, '/knew/pc/course/courseList', cookie)
    expect(mine).toHaveLength(courses.length)
    expect(mine[0]).toMatchObject({ access: 1, source: 'classroom' })
  })

  it('answers checkAccess to a visitor, and 404 and 400 for unknown and bad ids', async () => {
    expect((await getJson(app, '/knew/pc/classroom/checkAccess/classId/2')).result).toMatchObject({
      access: 0,
      loggedIn: false,
    })
    expect((await getJson(app, '/knew/pc/classroom/checkAccess/classId/999')).code).toBe(404)
    expect((await getJson(app, '/knew/pc/classroom/checkAccess/classId/x')).code).toBe(400)
  })

  it('joins a free course at once; a second join answers the same without a new row', async () => {
    const { result: free } = await getJson(app, '/knew/api/wap/freeList/type/1')
    const courseId = free[0].id
    const { userId, cookie } = await newLearner(app)
    expect(
      (await postJson(app, '/knew/pc/course/free', { id: courseId, type: 'course' })).code,
    ).toBe(401)
    const joined = await postJson(
      app,
      '/knew/pc/course/free',
      { id: courseId, type: 'course' },
      cookie,
    )
    expect(joined).toMatchObject({ code: 200, message: '加入成功', result: { access: 1 } })
    const again = await postJson(
      app,
      '/knew/pc/course/free',
      { id: courseId, type: 'course' },
      cookie,
    )
    expect(again).toMatchObject({ code: 200, message: '加入成功', result: { access: 1 } })
    const rows = await app.db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'free', kind: 'course' })
    expect((await access(courseId, cookie)).result.access).toBe(1)
    const { result: mine } = await getJson(app, '/knew/pc/course/courseList', cookie)
    expect(mine).toEqual([expect.objectContaining({ id: courseId, access: 1, source: 'free' })])
  })

  it('refuses a free join of a paid course or class room, or of an unknown one', async () => {
    const { cookie } = await newLearner(app)
    expect(await postJson(app, '/knew/pc/course/free', { id: 1, type: 'course' }, cookie)).toEqual({
      status: 400,
      code: 400,
      message: '该课程不是免费课程',
      result: null,
    })
    expect(
      (await postJson(app, '/knew/pc/course/free', { id: 1, type: 'classroom' }, cookie)).code,
    ).toBe(400)
    expect(
      (await postJson(app, '/knew/pc/course/free', { id: 99999, type: 'course' }, cookie)).code,
    ).toBe(404)
    expect(
      (await postJson(app, '/knew/pc/course/free', { id: 1, type: 'goods' }, cookie)).code,
    ).toBe(400)
  })

  it('lists the learner’s courses newest first, and 401 for a visitor', async () => {
    expect((await getJson(app, '/knew/pc/course/courseList')).code).toBe(401)
    const { userId, cookie } = await newLearner(app)
    expect((await getJson(app, '/knew/pc/course/courseList', cookie)).result).toEqual([])
    await insertEnrolment(app, { userId, kind: 'course', refId: 7 })
    await app.db
      .updateTable('enrolments')
      .set({ created_at: daysFromNow(-2) })
      .where('user_id', '=', userId)
      .execute()
    await insertEnrolment(app, {
      userId,
      kind: 'course',
      refId: 8,
      activatedAt: daysFromNow(0),
      expireAt: daysFromNow(10),
    })
    const { result } = await getJson(app, '/knew/pc/course/courseList', cookie)
    expect(result.map((c: { id: number; access: number }) => [c.id, c.access])).toEqual([
      [8, 1],
      [7, 2],
    ])
    expect(result[0]).toMatchObject({ source: 'purchase', title: expect.any(String) })
  })
})
