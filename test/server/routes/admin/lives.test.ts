import { call, staffOf } from '../../support/console'
import { describeServer, type TestServer } from '../../support/test-server'

const HOUR = 60 * 60 * 1000

async function firstCourse(server: TestServer) {
  const courses = await call(
    server,
    'GET',
    '/admin/api/courses',
    undefined,
    await staffOf(server, 'content'),
  )
  return courses.result.find((course: { chapters: unknown[] }) => course.chapters.length > 0)
}

async function teacherNamed(server: TestServer, cookie: string, name: string) {
  const made = await call(
    server,
    'POST',
    '/admin/api/teachers',
    { name, title: '高级讲师' },
    cookie,
  )
  expect(made.code).toBe(200)
  return made.result.id as number
}

describeServer('lives scheduled in the console', (server) => {
  it('links the seeded courses and lives to teachers', async () => {
    const unlinked = await server.app.db
      .selectFrom('lives')
      .select('id')
      .where('teacher_id', 'is', null)
      .execute()
    expect(unlinked).toEqual([])
    const content = await staffOf(server, 'content')
    const teachers = await call(server, 'GET', '/admin/api/teachers', undefined, content)
    expect(teachers.result.length).toBeGreaterThan(5)
  })

  it('schedules a live that learners see at once, checks what it is given, changes, cancels it, all logged', async () => {
    const content = await staffOf(server, 'content')
    const course = await firstCourse(server)
    const teacherId = await teacherNamed(server, content, `王讲师${process.pid % 1000}`)
    const start = Date.now() + 2 * HOUR
    const body = {
      courseId: course.id,
      chapterId: course.chapters[0].id,
      lessonTitle: '  所得税 汇算清缴直播  ',
      teacherId,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 1.5 * HOUR).toISOString(),
      free: true,
    }
    const made = await call(server, 'POST', '/admin/api/lives', body, content)
    expect(made).toMatchObject({
      code: 200,
      message: '直播已创建',
      result: {
        lessonTitle: '所得税 汇算清缴直播',
        state: 'scheduled',
        published: true,
        free: true,
        teacherId,
      },
    })
    expect(made.result.mediaKey).toBe(`live-${made.result.id}`)
    const coming = await server.get('/knew/api/wap/preLive')
    expect(coming.result.map((live: { id: number }) => live.id)).toContain(made.result.id)

    for (const [change, message] of [
      [{ endTime: body.startTime }, '结束时间须晚于开始时间'],
      [{ endTime: new Date(start + 9 * HOUR).toISOString() }, '直播时长不能超过 8 小时'],
      [{ startTime: new Date(Date.now() - HOUR).toISOString() }, '开始时间须晚于现在'],
      [{ lessonTitle: ' ' }, '请填写直播标题'],
      [{ teacherId: 999999 }, '讲师不存在'],
      [{ startTime: 'tomorrow' }, '开始时间不是有效的时间'],
    ] as const) {
      const refused = await call(
        server,
        'POST',
        '/admin/api/lives',
        { ...body, ...change },
        content,
      )
      expect(refused).toMatchObject({ status: 400, message })
    }

    const later = start + 24 * HOUR
    const changed = await call(
      server,
      'PATCH',
      `/admin/api/lives/${made.result.id}`,
      { startTime: new Date(later).toISOString(), endTime: new Date(later + HOUR).toISOString() },
      content,
    )
    expect(changed.result.startTime).toBe(new Date(later).toISOString())
    const cancelled = await call(
      server,
      'POST',
      `/admin/api/lives/${made.result.id}/cancel`,
      {},
      content,
    )
    expect(cancelled.result.state).toBe('cancelled')
    const again = await call(
      server,
      'PATCH',
      `/admin/api/lives/${made.result.id}`,
      { free: false },
      content,
    )
    expect(again).toMatchObject({ status: 409, message: '只能修改尚未开始的直播' })

    const log = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `live:${made.result.id}`)
      .orderBy('id')
      .execute()
    expect(log.map((entry) => entry.action)).toEqual(['live.create', 'live.update', 'live.cancel'])
  })

  it('shows a 讲师 only their own lives, and lets them mark only their own replay ready', async () => {
    const content = await staffOf(server, 'content')
    const admin = await staffOf(server, 'admin')
    const course = await firstCourse(server)
    const teacherId = await teacherNamed(server, content, `李讲师${process.pid % 1000}`)
    const teacher = await staffOf(server, 'teacher')
    const me = await call(server, 'GET', '/admin/api/me', undefined, teacher)
    expect((await call(server, 'GET', '/admin/api/lives', undefined, teacher)).result.list).toEqual(
      [],
    )
    await call(server, 'PATCH', `/admin/api/staff/${me.result.id}`, { teacherId }, admin)

    const start = Date.now() + HOUR
    const own = await call(
      server,
      'POST',
      '/admin/api/lives',
      {
        courseId: course.id,
        lessonTitle: '增值税 专题',
        teacherId,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + HOUR).toISOString(),
      },
      content,
    )
    const mine = await call(server, 'GET', '/admin/api/lives', undefined, teacher)
    expect(mine.result.list.map((live: { id: number }) => live.id)).toEqual([own.result.id])
    const all = await call(server, 'GET', '/admin/api/lives', undefined, content)
    expect(all.result.totalCount).toBeGreaterThan(1)

    const ended = await server.app.db
      .selectFrom('lives')
      .select('id')
      .where('teacher_id', '!=', teacherId)
      .where('end_time', '<', Date.now())
      .executeTakeFirstOrThrow()
    const refused = await call(server, 'POST', `/admin/api/lives/${ended.id}/replay`, {}, teacher)
    expect(refused).toMatchObject({ status: 403, message: '只能操作自己的直播' })
    const notEnded = await call(
      server,
      'POST',
      `/admin/api/lives/${own.result.id}/replay`,
      {},
      teacher,
    )
    expect(notEnded).toMatchObject({ status: 409, message: '直播尚未结束，不能标记回放' })
  })
})
