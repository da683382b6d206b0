import { chinaTime } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/Course/access', (server) => {
  const access = (courseId: number, cookie?: string) =>
    server.get(`/knew/pc/Course/access?courseId=${courseId}`, cookie)

  it('answers access 0 to a visitor and a learner who has not bought the course', async () => {
    expect((await access(1)).result).toEqual({
      access: 0,
      loggedIn: false,
      expireAt: null,
      validityDays: 365,
    })
    const { cookie } = await newLearner(server.app)
    expect((await access(1, cookie)).result).toMatchObject({ access: 0, loggedIn: true })
  })

  it('refuses an unknown course with 404 and a bad id with 400', async () => {
    expect(await access(99999)).toEqual({
      status: 404,
      code: 404,
      message: '课程不存在',
      result: null,
    })
    expect((await server.get('/knew/pc/Course/access?courseId=abc')).code).toBe(400)
    expect((await server.get('/knew/pc/course/access')).code).toBe(400)
  })

  it('gives access 1 to a buyer whose enrolment is active, with its end as a China date-time', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const expireAt = await enrolLearner(server.app, {
      userId,
      kind: 'course',
      refId: 3,
      expiresInDays: 30,
    })
    expect((await access(3, cookie)).result).toEqual({
      access: 1,
      loggedIn: true,
      expireAt: chinaTime(expireAt as number),
      validityDays: 365,
    })
  })

  it('asks a buyer whose enrolment waits for activation to activate (2)', async () => {
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 4 })
    expect((await access(4, cookie)).result).toMatchObject({ access: 2, expireAt: null })
  })

  it('takes access away when the enrolment has expired', async () => {
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 5, expiresInDays: -35 })
    expect((await access(5, cookie)).result).toMatchObject({ access: 0 })
  })

  it('gives the courses of a class room through the class room', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/1')
    await enrolLearner(server.app, { userId, kind: 'classroom', refId: 1, expiresInDays: 10 })
    for (const course of courses) {
      expect((await access(course.id, cookie)).result.access).toBe(1)
    }
  })
})
