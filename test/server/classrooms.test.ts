import type { FastifyInstance } from 'fastify'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'
import { daysFromNow, getJson, insertEnrolment, newLearner } from './study-helpers'

describe.each(DATABASE_KINDS)('class rooms on %s', (kind) => {
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

  it('answers a class room’s info and its courses to anyone', async () => {
    const { result: room } = await getJson(app, '/api/home/visitclassroom/1')
    const { result: courses } = await getJson(app, '/knew/pc/classroom/courseList/classId/1')
    expect(room).toMatchObject({
      id: 1,
      title: '2027 初级会计 无忧通关班',
      price: 1980,
      discountPrice: 1280,
      courseCount: courses.length,
    })
    expect(courses.length).toBeGreaterThanOrEqual(3)
    expect(courses[0]).toMatchObject({ id: 1, title: '初级会计实务 基础精讲班', url: '' })
    for (const url of [
      '/api/home/visitclassroom/99',
      '/knew/pc/classroom/courseList/classId/99',
      '/api/home/classgoods/99/p/1',
      '/api/home/getlivelists/99',
    ]) {
      expect((await getJson(app, url)).code).toBe(404)
    }
    expect((await getJson(app, '/api/home/visitclassroom/abc')).code).toBe(400)
  })

  it('pages a class room’s goods ten at a time', async () => {
    const first = await getJson(app, '/api/home/classgoods/3/p/1')
    expect(first.result).toMatchObject({ page: 1, pageSize: 10 })
    expect(first.result.totalCount).toBeGreaterThan(10)
    expect(first.result.list).toHaveLength(10)
    expect(first.result.list[0]).toMatchObject({ type: 'classroom', refId: 3 })
    const second = await getJson(app, '/api/home/classgoods/3/p/2')
    expect(second.result.list).toHaveLength(first.result.totalCount - 10)
    expect((await getJson(app, '/api/home/classgoods/3/p/9')).result.list).toEqual([])
    expect((await getJson(app, '/api/home/classgoods/3/p/x')).code).toBe(400)
  })

  it('lists the lives of the class room’s courses', async () => {
    const { result } = await getJson(app, '/api/home/getlivelists/1')
    const { result: courses } = await getJson(app, '/knew/pc/classroom/courseList/classId/1')
    const ids = courses.map((c: { id: number }) => c.id)
    expect(result.length).toBeGreaterThan(0)
    expect(
      result.every(
        (live: { courseId: number; status: string }) =>
          ids.includes(live.courseId) && live.status === 'published',
      ),
    ).toBe(true)
  })

  it('answers membership and the learner’s class rooms, 401 for a visitor', async () => {
    expect((await getJson(app, '/api/home/checkclass/1')).code).toBe(401)
    expect((await getJson(app, '/api/home/visitclasss/')).code).toBe(401)
    const { userId, cookie } = await newLearner(app)
    expect((await getJson(app, '/api/home/checkclass/1', cookie)).result).toEqual({
      member: false,
    })
    expect((await getJson(app, '/api/home/checkclass/99', cookie)).code).toBe(404)
    const expireAt = daysFromNow(100)
    await insertEnrolment(app, {
      userId,
      kind: 'classroom',
      refId: 2,
      activatedAt: daysFromNow(0),
      expireAt,
    })
    expect((await getJson(app, '/api/home/checkclass/2', cookie)).result).toEqual({
      member: true,
    })
    const { result } = await getJson(app, '/api/home/visitclasss', cookie)
    expect(result).toEqual([expect.objectContaining({ id: 2, access: 1, expireAt })])
    expect(result[0].courseCount).toBeGreaterThanOrEqual(3)
  })
})
