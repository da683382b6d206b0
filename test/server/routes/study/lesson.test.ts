import { enrolLearner, newLearner } from '@test/server/support/learners'
import { lessonsOf } from '@test/server/support/lessons'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/course/lesson/courseId/:courseId/lessonId/:lessonId', (server) => {
  /** A learner who bought and activated course 2. */
  async function buyer() {
    const learner = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: learner.userId,
      kind: 'course',
      refId: 2,
      expiresInDays: 365,
    })
    return learner
  }

  it('plays a free lesson to a visitor, with its neighbours', async () => {
    const [first, second] = await lessonsOf(server, 1)
    const { result } = await server.get(`/knew/pc/course/lesson/courseId/1/lessonId/${first.id}`)
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
    const paid = (await lessonsOf(server, 2)).find((lesson) => lesson.free === 0)
    const url = `/knew/pc/course/lesson/courseId/2/lessonId/${paid?.id}`
    const denied = {
      status: 403,
      code: 403,
      message: '您尚未购买该产品,购买后即可使用',
      result: null,
    }
    expect(await server.get(url)).toEqual(denied)
    const { userId, cookie } = await newLearner(server.app)
    expect(await server.get(url, cookie)).toEqual(denied)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 2 })
    expect(await server.get(url, cookie)).toMatchObject({ code: 403, message: '请先激活课程' })
    const { cookie: buyerCookie } = await buyer()
    expect((await server.get(url, buyerCookie)).result).toMatchObject({ id: paid?.id })
  })

  it('answers 404 for an unpublished lesson, a lesson of another course, an unknown one', async () => {
    const lessons = await lessonsOf(server, 2)
    const { cookie } = await buyer()
    const unpublished = lessons.at(-1)?.id
    expect(
      await server.get(`/knew/pc/course/lesson/courseId/2/lessonId/${unpublished}`, cookie),
    ).toEqual({ status: 404, code: 404, message: '该课时暂未发布', result: null })
    expect(
      (await server.get(`/knew/pc/course/lesson/courseId/1/lessonId/${lessons[0].id}`)).code,
    ).toBe(404)
    expect((await server.get('/knew/pc/course/lesson/courseId/1/lessonId/999999')).code).toBe(404)
    expect((await server.get('/knew/pc/course/lesson/courseId/1/lessonId/x')).code).toBe(400)
    const beforeLast = lessons.at(-2)?.id
    const { result } = await server.get(
      `/knew/pc/course/lesson/courseId/2/lessonId/${beforeLast}`,
      cookie,
    )
    expect(result.nextLessonId).toBeNull()
  })
})
