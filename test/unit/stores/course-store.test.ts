import type { AccessResult } from '@common/contracts/study'
import type { TransportRequest } from '@/services/http'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'
import { courseDetail, lessonItem } from '../../support/study-fixtures'

const COURSE = courseDetail({ lessonCount: 2 })
const PENDING: AccessResult = { access: 2, loggedIn: true, expireAt: null, validityDays: 365 }
const LESSONS = [lessonItem({ id: 71, free: 1 }), lessonItem({ id: 72 })]

function courseServer(
  access: () => AccessResult,
  extra: (request: TransportRequest) => ReturnType<typeof envelope> | undefined = () => undefined,
) {
  return buildRoot((request) => {
    const answer = extra(request)
    if (answer) return answer
    if (request.url.includes('/course/info/')) return envelope(COURSE)
    if (request.url.includes('/course/lessons/')) return envelope(LESSONS)
    if (request.url.includes('/Course/access')) return envelope(access())
    return envelope(null, 404, '未知', 404)
  })
}

describe('CourseStore (spec §3 course store)', () => {
  it('loads the course, its lessons and the learner’s access together', async () => {
    const { root } = courseServer(() => PENDING)
    await root.course.load(7)
    expect(root.course.courseInfo?.title).toBe(COURSE.title)
    expect(root.course.lessonLists.map((l) => l.id)).toEqual([71, 72])
    expect(root.course.access).toBe(2)
    expect(root.course.action).toBe('activate')
    expect(root.course.state.loaded).toBe(true)
  })

  it('starts from a visitor’s access for another course and keeps a failure for the page', async () => {
    const { root } = courseServer(
      () => PENDING,
      (request) =>
        request.url.includes('/8') ? envelope(null, 404, '课程不存在', 404) : undefined,
    )
    await root.course.load(7)
    await root.course.load(8)
    expect(root.course.courseInfo).toBeNull()
    expect(root.course.access).toBe(0)
    expect(root.course.state.error).toBe('课程不存在')
  })

  it('activates: access becomes 1 with the period’s end (spec §4)', async () => {
    const { root, transport } = courseServer(
      () => PENDING,
      (request) =>
        request.url.includes('tryActive')
          ? envelope({ access: 1, expireAt: '2027-11-23 10:00:00' })
          : undefined,
    )
    await root.course.load(7)
    await expect(root.course.activate()).resolves.toBe(true)
    expect(root.course.access).toBe(1)
    expect(root.course.accessResult.expireAt).toBe('2027-11-23 10:00:00')
    expect(transport.requests.some((r) => r.url === '/knew/pc/course/tryActive/?id=7')).toBe(true)
  })

  it('says false when activation fails, and access stays', async () => {
    const { root } = courseServer(
      () => PENDING,
      (request) =>
        request.url.includes('tryActive')
          ? envelope(null, 400, '激活失败：您尚未购买该课程', 400)
          : undefined,
    )
    await root.course.load(7)
    await expect(root.course.activate()).resolves.toBe(false)
    expect(root.course.access).toBe(2)
  })

  it('joins a free course and refreshes access after it', async () => {
    let joined = false
    const { root } = courseServer(
      () => ({ ...PENDING, access: joined ? 1 : 0 }),
      (request) => {
        if (!request.url.endsWith('/course/free')) return undefined
        joined = true
        return envelope({ ...PENDING, access: 1 })
      },
    )
    await root.course.load(7)
    await expect(root.course.freeJoin()).resolves.toBe(true)
    expect(root.course.access).toBe(1)
  })

  it('keeps why a lesson cannot play: the code and the server’s message', async () => {
    const { root } = courseServer(
      () => PENDING,
      (request) =>
        request.url.includes('/course/lesson/')
          ? envelope(null, 403, '请先激活课程', 403)
          : undefined,
    )
    await root.course.loadLesson(7, 72)
    expect(root.course.curLesson).toBeNull()
    expect(root.course.lessonState).toMatchObject({ errorCode: 403, error: '请先激活课程' })
  })

  it('saves positions and study marks only for a learner, and never fails the page', async () => {
    const { root, transport } = courseServer(
      () => ({ ...PENDING, loggedIn: false, access: 0 }),
      (request) =>
        request.url.includes('saveRecord') || request.url.includes('/mark')
          ? envelope(null, 500, '服务器繁忙', 500)
          : undefined,
    )
    await root.course.load(7)
    await root.course.savePosition(71, 30)
    expect(transport.requests.some((r) => r.url.includes('saveRecord'))).toBe(false)
    root.course.accessResult = { ...PENDING }
    await expect(root.course.savePosition(71, 30.7)).resolves.toBeUndefined()
    await expect(root.course.mark(7, 71)).resolves.toBeUndefined()
    expect(transport.requests.find((r) => r.url.includes('saveRecord'))?.url).toBe(
      '/knew/pc/course/saveRecord?video_id=71&current_time=30',
    )
  })
})
