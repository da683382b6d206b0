import type { FastifyInstance } from 'fastify'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'
import {
  daysFromNow,
  getJson,
  insertEnrolment,
  lessonsOf,
  newLearner,
  postJson,
} from './study-helpers'

describe.each(DATABASE_KINDS)('course lessons on %s', (kind) => {
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

  /** A learner who bought and activated course 2. */
  async function buyer() {
    const learner = await newLearner(app)
    await insertEnrolment(app, {
      userId: learner.userId,
      kind: 'course',
      refId: 2,
      activatedAt: daysFromNow(0),
      expireAt: daysFromNow(365),
    })
    return learner
  }

  it('answers a course’s detail to anyone, 404 for an unknown course, 400 for a bad id', async () => {
    const { result } = await getJson(app, '/knew/pc/course/info/courseId/1')
    const lessons = await lessonsOf(app, 1)
    expect(result).toMatchObject({
      id: 1,
      title: '初级会计实务 基础精讲班',
      price: 598,
      discountPrice: 398,
      validityDays: 365,
      lessonCount: lessons.length,
      categoryName: '初级会计实务',
    })
    expect((await getJson(app, '/knew/pc/course/info/courseId/99999')).code).toBe(404)
    expect((await getJson(app, '/knew/pc/course/info/courseId/abc')).code).toBe(400)
  })

  it('lists lessons in order, each chapter before its lessons, the untitled group first', async () => {
    const { result } = await getJson(app, '/knew/pc/Course/lessons/courseId/1/')
    expect(result[0]).toMatchObject({ type: 'lesson', lessonTitle: '课程导学', free: 1 })
    const firstChapter = result.findIndex((item: { type: string }) => item.type === 'chapter')
    expect(result[firstChapter]).toMatchObject({ title: '第一章 总论' })
    expect(result[firstChapter + 1]).toMatchObject({
      type: 'lesson',
      title: '初级会计实务 基础精讲班',
      lessonTitle: '1.1 会计概念与目标',
      nickname: '高志谦',
      position: 0,
    })
    const second = await lessonsOf(app, 2)
    expect(second.at(-1)).toMatchObject({ status: 'unpublished' })
    expect((await getJson(app, '/knew/pc/course/lessons/courseId/99999')).code).toBe(404)
  })

  it('plays a free lesson to a visitor, with its neighbours', async () => {
    const [first, second] = await lessonsOf(app, 1)
    const { result } = await getJson(app, `/knew/pc/course/lesson/courseId/1/lessonId/${first.id}`)
    expect(result).toMatchObject({
      id: first.id,
      courseId: 1,
      free: 1,
      mediaUrl: `/media/lesson/${first.id}`,
      position: 0,
      prevLessonId: null,
      nextLessonId: second.id,
    })
  })

  it('refuses a paid lesson without purchase (403) and asks to activate first', async () => {
    const paid = (await lessonsOf(app, 2)).find((lesson) => lesson.free === 0)
    const url = `/knew/pc/course/lesson/courseId/2/lessonId/${paid?.id}`
    const denied = {
      status: 403,
      code: 403,
      message: '您尚未购买该产品,购买后即可使用',
      result: null,
    }
    expect(await getJson(app, url)).toEqual(denied)
    const { userId, cookie } = await newLearner(app)
    expect(await getJson(app, url, cookie)).toEqual(denied)
    await insertEnrolment(app, { userId, kind: 'course', refId: 2 })
    expect(await getJson(app, url, cookie)).toMatchObject({ code: 403, message: '请先激活课程' })
    const { cookie: buyerCookie } = await buyer()
    expect((await getJson(app, url, buyerCookie)).result).toMatchObject({ id: paid?.id })
  })

  it('answers 404 for an unpublished lesson, a lesson of another course, an unknown one', async () => {
    const lessons = await lessonsOf(app, 2)
    const { cookie } = await buyer()
    const unpublished = lessons.at(-1)?.id
    expect(
      await getJson(app, `/knew/pc/course/lesson/courseId/2/lessonId/${unpublished}`, cookie),
    ).toEqual({ status: 404, code: 404, message: '该课时暂未发布', result: null })
    expect(
      (await getJson(app, `/knew/pc/course/lesson/courseId/1/lessonId/${lessons[0].id}`)).code,
    ).toBe(404)
    expect((await getJson(app, '/knew/pc/course/lesson/courseId/1/lessonId/999999')).code).toBe(404)
    expect((await getJson(app, '/knew/pc/course/lesson/courseId/1/lessonId/x')).code).toBe(400)
    const beforeLast = lessons.at(-2)?.id
    const { result } = await getJson(
      app,
      `/knew/pc/course/lesson/courseId/2/lessonId/${beforeLast}`,
      cookie,
    )
    expect(result.nextLessonId).toBeNull()
  })

  it('saves the position, clamped to the video, and answers it in lesson info and list', async () => {
    const lessons = await lessonsOf(app, 2)
    const paid = lessons.find((lesson) => lesson.free === 0)?.id as number
    const { cookie } = await buyer()
    expect(
      (await getJson(app, `/knew/pc/course/saveRecord?video_id=${paid}&current_time=20`)).code,
    ).toBe(401)
    const saved = await getJson(
      app,
      `/knew/pc/course/saveRecord?video_id=${paid}&current_time=20.7`,
      cookie,
    )
    expect(saved).toMatchObject({ code: 200, result: null })
    const info = await getJson(app, `/knew/pc/course/lesson/courseId/2/lessonId/${paid}`, cookie)
    expect(info.result.position).toBe(20)
    const listed = (await getJson(app, '/knew/pc/course/lessons/courseId/2', cookie)).result.find(
      (item: { id: number; type: string }) => item.type === 'lesson' && item.id === paid,
    )
    expect(listed.position).toBe(20)

    await getJson(app, `/knew/pc/course/saveRecord?video_id=${paid}&current_time=99999`, cookie)
    expect(
      (await getJson(app, `/knew/pc/course/lesson/courseId/2/lessonId/${paid}`, cookie)).result
        .position,
    ).toBe(info.result.duration)
    await getJson(app, `/knew/pc/course/saveRecord?video_id=${paid}&current_time=-5`, cookie)
    expect(
      (await getJson(app, `/knew/pc/course/lesson/courseId/2/lessonId/${paid}`, cookie)).result
        .position,
    ).toBe(0)

    const { cookie: stranger } = await newLearner(app)
    expect(
      (await getJson(app, `/knew/pc/course/saveRecord?video_id=${paid}&current_time=5`, stranger))
        .code,
    ).toBe(403)
    expect(
      (await getJson(app, `/knew/pc/course/saveRecord?video_id=${paid}&current_time=x`, stranger))
        .code,
    ).toBe(400)
  })

  it('marks the lesson studied, so that lastLearning answers it', async () => {
    const lessons = await lessonsOf(app, 2)
    const [free, paid] = [lessons[0], lessons.find((lesson) => lesson.free === 0)]
    const { cookie } = await newLearner(app)
    expect(
      (await postJson(app, '/knew/pc/course/mark', { courseId: 2, lessonId: free.id })).code,
    ).toBe(401)
    expect(
      (
        await postJson(
          app,
          '/knew/pc/course/mark',
          { courseId: 2, lessonId: paid?.id ?? 0 },
          cookie,
        )
      ).code,
    ).toBe(403)
    expect(
      await postJson(app, '/knew/pc/course/mark', { courseId: 2, lessonId: free.id }, cookie),
    ).toMatchObject({ code: 200, result: null })
    expect((await getJson(app, '/knew/api/wap/lastLearning', cookie)).result).toEqual({
      courseId: 2,
      lessonId: free.id,
      lessonTitle: '1.1 会计概念与目标 典型例题',
      courseTitle: '初级会计实务 习题强化班',
    })

    const { cookie: buyerCookie } = await buyer()
    await postJson(app, '/knew/pc/course/mark', { courseId: 2, lessonId: free.id }, buyerCookie)
    await postJson(
      app,
      '/knew/pc/course/mark',
      { courseId: 2, lessonId: paid?.id ?? 0 },
      buyerCookie,
    )
    expect((await getJson(app, '/knew/api/wap/lastLearning', buyerCookie)).result.lessonId).toBe(
      paid?.id,
    )
    expect(
      (await postJson(app, '/knew/pc/course/mark', { courseId: 1, lessonId: free.id }, cookie))
        .code,
    ).toBe(404)
  })
})
