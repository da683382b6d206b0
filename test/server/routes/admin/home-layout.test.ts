import { call, staffOf } from '../../support/console'
import { describeServer } from '../../support/test-server'

interface Entry {
  label: string
  icon: string
  url: string
}

describeServer('the home page’s navigation and recommendations in the console', (server) => {
  const learnerNav = async () => (await server.get('/api/home/nav')).result as Entry[]

  it('starts with the app’s entries; a saved list is what learners get at once, audited', async () => {
    const content = await staffOf(server, 'content')
    const seeded = await learnerNav()
    expect(seeded.map((entry) => entry.label)).toEqual([
      '全部课程',
      '直播课',
      '复习资料',
      '免费视频',
      '商城',
      '题库',
      '搜索',
    ])
    expect((await call(server, 'GET', '/admin/api/home/nav', undefined, content)).result).toEqual(
      seeded,
    )

    const entries: Entry[] = [
      { label: '题库', icon: 'edit', url: '/test' },
      { label: '  报名优惠 ', icon: 'coupon', url: 'https://www.example.com/apply' },
      ...seeded.slice(0, 2),
    ]
    const saved = await call(server, 'PUT', '/admin/api/home/nav', { entries }, content)
    expect([saved.code, saved.message]).toEqual([200, '首页导航已保存'])
    expect(await learnerNav()).toEqual([
      entries[0],
      { label: '报名优惠', icon: 'coupon', url: 'https://www.example.com/apply' },
      ...seeded.slice(0, 2),
    ])
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('target', '=', 'home:nav')
      .executeTakeFirstOrThrow()
    expect(audit.action).toBe('home.nav')
    expect(JSON.parse(audit.summary)).toEqual({
      before: seeded.map((entry) => entry.label),
      after: ['题库', '报名优惠', '全部课程', '直播课'],
    })
  })

  it('refuses a list it cannot show, and keeps the one it had', async () => {
    const content = await staffOf(server, 'content')
    const before = await learnerNav()
    const refused = async (entries: unknown) => {
      const answer = await call(server, 'PUT', '/admin/api/home/nav', { entries }, content)
      return [answer.code, answer.message]
    }
    const entry = { label: '课程', icon: 'category', url: '/course' }
    expect(await refused([{ ...entry, url: 'javascript:alert(1)' }])).toEqual([
      400,
      '入口“课程”：跳转地址须为站内页面（以 / 开头）或 https 网址',
    ])
    expect(await refused([{ ...entry, label: '  ' }])).toEqual([400, '第 1 个入口没有名称'])
    expect(await refused([entry, entry])).toEqual([400, '入口“课程”出现了两次'])
    expect((await refused([{ ...entry, icon: 'rocket' }]))[0]).toBe(400)
    expect(await refused([{ ...entry, label: '六个字的名称' }])).toEqual([
      400,
      '入口“六个字的名称”的名称最多 5 个字',
    ])
    expect((await refused([]))[0]).toBe(400)
    expect(
      (await refused(Array.from({ length: 12 }, (_, i) => ({ ...entry, label: `入口${i}` }))))[0],
    ).toBe(400)
    expect(await learnerNav()).toEqual(before)
  })

  it('puts an exam’s recommended courses first on the home page, in their order', async () => {
    const content = await staffOf(server, 'content')
    const listed = await call(server, 'GET', '/admin/api/home/recommendations', undefined, content)
    const [junior, intermediate] = listed.result as {
      examId: number
      courses: unknown[]
      candidates: { id: number; title: string; published: boolean }[]
    }[]
    expect(junior.courses).toEqual([])
    const learnerCourses = async () => {
      const catalogue = (await server.get('/knew/Pc/course/getCourse')).result as {
        id: number
        courseList: { id: number }[]
      }[]
      return catalogue
        .find((exam) => exam.id === junior.examId)!
        .courseList.map((course) => course.id)
    }
    const before = await learnerCourses()
    const picked = [before[5], before[2]]
    const saved = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId}`,
      { courseIds: picked },
      content,
    )
    expect([saved.code, saved.message]).toEqual([200, '首页推荐已保存'])
    expect(saved.result.courses.map((course: { id: number }) => course.id)).toEqual(picked)
    expect(await learnerCourses()).toEqual([
      ...picked,
      ...before.filter((id) => !picked.includes(id)),
    ])

    const foreign = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId}`,
      { courseIds: [intermediate.candidates[0].id] },
      content,
    )
    expect(foreign.code).toBe(400)
    expect(foreign.message).toContain('不属于')
    const twice = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId}`,
      { courseIds: [picked[0], picked[0]] },
      content,
    )
    expect([twice.code, twice.message]).toEqual([400, '同一门课程不能推荐两次'])
    const nine = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId}`,
      { courseIds: junior.candidates.slice(0, 9).map((course) => course.id) },
      content,
    )
    expect(nine.code).toBe(400)
    const subject = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId + 1}`,
      { courseIds: [] },
      content,
    )
    expect([subject.code, subject.message]).toEqual([404, '考试分类不存在'])

    const cleared = await call(
      server,
      'PUT',
      `/admin/api/home/recommendations/${junior.examId}`,
      { courseIds: [] },
      content,
    )
    expect(cleared.code).toBe(200)
    expect(await learnerCourses()).toEqual(before)
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `category:${junior.examId}`)
      .execute()
    expect(actions.map((row) => row.action)).toEqual(['home.recommend', 'home.recommend'])
  })
})
