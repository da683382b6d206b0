import type { FastifyInstance } from 'fastify'
import { createSession } from '../../server/src/db/repositories/sessions'
import { createUser } from '../../server/src/db/repositories/users'
import { chinaTime } from '../../server/src/time'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe.each(DATABASE_KINDS)('the catalogue on %s', (kind) => {
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

  const get = async (url: string, cookie?: string) =>
    (await app.inject({ url, headers: cookie ? { cookie } : {} })).json()

  it('lists the four exams with their subjects and courses (getCourse)', async () => {
    const { code, result } = await get('/knew/Pc/course/getCourse')
    expect(code).toBe(200)
    expect(result.map((c: { name: string }) => c.name)).toEqual([
      '初级职称 · 初级会计职称',
      '中级职称 · 中级会计职称',
      '注册会计师 · CPA',
      '税务师',
    ])
    const total = result.reduce(
      (n: number, c: { courseList: unknown[] }) => n + c.courseList.length,
      0,
    )
    expect(total).toBeGreaterThanOrEqual(40)
    expect(result[0].catechildren.map((c: { name: string }) => c.name)).toEqual([
      '初级会计实务',
      '经济法基础',
    ])
    expect(result[0].courseList[0]).toMatchObject({
      title: '初级会计实务 基础精讲班',
      price: 598,
      discountPrice: 398,
    })
  })

  it('lists a subject’s courses, an exam’s courses, and refuses an unknown or bad id', async () => {
    const { result: categories } = await get('/knew/Pc/course/getCourse')
    const exam = categories[2]
    const subject = exam.catechildren[1]
    const bySubject = await get(`/knew/Pc/course/getCourseList/cateId/${subject.id}`)
    expect(bySubject.result.length).toBeGreaterThan(0)
    expect(
      bySubject.result.every(
        (c: { title: string }) => c.title.startsWith(subject.name) || c.title.includes('审计'),
      ),
    ).toBe(true)
    expect((await get(`/knew/Pc/course/getCourseList/cateId/${exam.id}`)).result).toHaveLength(
      exam.courseList.length,
    )
    expect(await get('/knew/Pc/course/getCourseList/cateId/99999')).toEqual({
      code: 404,
      message: '课程分类不存在：99999',
      result: null,
    })
    expect((await get('/knew/Pc/course/getCourseList/cateId/abc')).code).toBe(400)
  })

  it('lists lives not yet ended, soonest first, without unpublished ones (preLive)', async () => {
    const { result } = await get('/knew/api/wap/preLive')
    const now = chinaTime(new Date())
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

  it('lists the goods that unlock a course (buyAbleGoods)', async () => {
    const { result } = await get('/knew/api/wap/buyAbleGoods/courseId/1')
    expect(result.map((g: { type: string }) => g.type).sort()).toEqual(['classroom', 'course'])
    expect((await get('/knew/api/wap/buyAbleGoods/courseId/99999')).code).toBe(404)
  })

  it('answers one goods item, and 404 for a missing one (getGoodsInfo)', async () => {
    const { result } = await get('/new/home/buy/getGoodsInfo?type=course&gid=1')
    expect(result).toMatchObject({ id: 1, type: 'course', refId: 1 })
    expect((await get('/new/home/buy/getGoodsInfo?type=goods&gid=1')).code).toBe(404)
    expect((await get('/new/home/buy/getGoodsInfo?type=car&gid=1')).code).toBe(400)
  })

  it('lists the store by category (getGoodsTypes)', async () => {
    const { result } = await get('/api/home/study/getGoodsTypes')
    expect(result.map((t: { name: string }) => t.name)).toEqual([
      '精品课程',
      '通关班级',
      '教材图书',
    ])
    expect(
      result.reduce((n: number, t: { goods: unknown[] }) => n + t.goods.length, 0),
    ).toBeGreaterThanOrEqual(10)
  })

  it('lists the free lists by type, and refuses another type', async () => {
    const review = await get('/knew/api/wap/freeList/type/0')
    const videos = await get('/knew/api/wap/freeList/type/1')
    expect(review.result.length).toBeGreaterThanOrEqual(2)
    expect(videos.result.length).toBeGreaterThanOrEqual(2)
    expect(
      [...review.result, ...videos.result].every(
        (c: { discountPrice: number }) => c.discountPrice === 0,
      ),
    ).toBe(true)
    expect((await get('/knew/api/wap/freeList/type/2')).code).toBe(400)
  })

  it('searches titles in any letter case, taking % and _ literally', async () => {
    const { result } = await get(`/knew/api/wap/search?keyword=${encodeURIComponent('cpa')}`)
    expect(result.courses.length).toBeGreaterThan(0)
    expect(result.classes.map((c: { title: string }) => c.title)).toEqual([])
    const classes = await get(`/knew/api/wap/search?keyword=${encodeURIComponent('通关班')}`)
    expect(classes.result.classes.length).toBeGreaterThan(0)
    const wildcard = await get(`/knew/api/wap/search?keyword=${encodeURIComponent('%')}`)
    expect(wildcard.result.courses).toEqual([])
    expect((await get('/knew/api/wap/search?keyword=')).code).toBe(400)
    expect((await get(`/knew/api/wap/search?keyword=${'x'.repeat(51)}`)).code).toBe(400)
  })

  it('answers the last study record of a learner, 404 without one, 401 for a visitor', async () => {
    expect((await get('/knew/api/wap/lastLearning')).code).toBe(401)
    const userId = await createUser(app.db, { mobile: '13600000001' })
    const cookie = `sid=${await createSession(app.db, userId, 60_000)}`
    expect((await get('/knew/api/wap/lastLearning', cookie)).code).toBe(404)
    await app.db
      .insertInto('study_records')
      .values({
        user_id: userId,
        course_id: 2,
        lesson_id: 7,
        lesson_title: '第二章 资产',
        updated_at: new Date().toISOString(),
      })
      .execute()
    expect((await get('/knew/api/wap/lastLearning', cookie)).result).toEqual({
      courseId: 2,
      lessonId: 7,
      lessonTitle: '第二章 资产',
      courseTitle: '初级会计实务 习题强化班',
    })
  })

  it('draws covers, and 404 for an unknown one', async () => {
    const cover = await app.inject({ url: '/media/covers/course/1.svg' })
    expect(cover.statusCode).toBe(200)
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(cover.body).toContain('初级会计实务')
    expect((await app.inject({ url: '/media/covers/course/99999.svg' })).statusCode).toBe(404)
  })
})
