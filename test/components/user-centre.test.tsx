import type { LiveItem } from '@common/contracts/lives'
import type {
  MyCourse,
  MyStudyItem,
  PointsEntry,
  RecentStudyItem,
  SignDays,
  UserSummary,
} from '@common/contracts/user-centre'
import dayjs from 'dayjs'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import UserPage from '@/pages/user'
import UserPointsPage from '@/pages/user/points'
import UserStudyCoursePage from '@/pages/user/study/course'
import UserStudyLiveCoursePage from '@/pages/user/study/live-course'
import UserStudyLiveListsPage from '@/pages/user/study/live-lists'
import UserStudyRecentPage from '@/pages/user/study/recent'
import type { TransportRequest, TransportResponse } from '@/services/http'
import { chinaTime } from '@common/rules/china-time'
import { goTo, replaceWith } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(),
  replaceWith: jest.fn(),
  currentAddress: () => '/user',
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

const SUMMARY: UserSummary = {
  uid: 7,
  nickname: '林小会',
  mobile: '13812345678',
  avatar: '',
  points: 120,
  signedToday: false,
  streak: 6,
  examDate: null,
  daysLeft: null,
}

const CALENDAR: SignDays = {
  month: '2026-11',
  today: '2026-11-23',
  days: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'],
  signedToday: false,
  streak: 6,
  signinPoints: 5,
  streakBonus: 20,
  streakDays: 7,
}

const entry = (id: number, amount: number, balance: number, reason = '每日签到'): PointsEntry => ({
  id,
  kind: 'signin',
  reason,
  amount,
  balance,
  at: `2026-11-${String(10 + (id % 13)).padStart(2, '0')} 08:00:00`,
})

/** The user-centre API over a learner's state, as the server answers it. */
function learnerServer(
  options: {
    points?: PointsEntry[]
    recent?: RecentStudyItem[]
    courses?: (topId: number) => MyStudyItem[]
    coming?: LiveItem[]
    replays?: LiveItem[]
  } = {},
) {
  let summary = { ...SUMMARY }
  let calendar = { ...CALENDAR }
  let points = options.points ?? [entry(1, 5, 120)]
  const answer = (request: TransportRequest): TransportResponse => {
    const url = new URL(request.url, 'http://school.test')
    const path = url.pathname
    if (path.includes('getTrainInfo')) return envelope({ train_name: '恒达会计网校' })
    if (path.includes('checklogin')) return envelope({ user: { uid: 7, nickname: '林小会' } })
    if (path === '/api/home/getusers/') return envelope(summary)
    if (path === '/api/home/signin/') {
      if (summary.signedToday) {
        return envelope(
          { already: true, day: '2026-11-23', points: 0, bonus: 0, streak: 7, balance: 145 },
          200,
          '今日已签到',
        )
      }
      summary = { ...summary, signedToday: true, streak: 7, points: 145 }
      calendar = { ...calendar, days: [...calendar.days, '2026-11-23'], signedToday: true }
      points = [entry(3, 20, 145, '连续签到7天奖励'), entry(2, 5, 125), ...points]
      return envelope(
        { already: false, day: '2026-11-23', points: 25, bonus: 20, streak: 7, balance: 145 },
        200,
        '签到成功',
      )
    }
    if (path === '/api/home/signdays/') {
      const month = url.searchParams.get('month') ?? '2026-11'
      return envelope(
        month === '2026-11' ? calendar : { ...calendar, month, days: [`${month}-05`] },
      )
    }
    const page = /\/integraldetail\/p\/(\d+)/.exec(path)
    if (page) {
      const p = Number(page[1])
      return envelope({
        list: points.slice((p - 1) * 10, p * 10),
        totalCount: points.length,
        page: p,
        pageSize: 10,
        balance: summary.points,
      })
    }
    if (path === '/api/home/examdate/') {
      if (request.method === 'POST') {
        const examDate = new URLSearchParams(request.body).get('examDate')
        if (examDate === '2020-01-01') return envelope(null, 400, '考试日期不能早于今天', 400)
        summary = { ...summary, examDate, daysLeft: 152 }
        return envelope({ examDate, daysLeft: 152, today: '2026-11-23' })
      }
      return envelope({
        examDate: summary.examDate,
        daysLeft: summary.daysLeft,
        today: '2026-11-23',
      })
    }
    const recent = /\/getRecentStudy\/p\/(\d+)/.exec(path)
    if (recent) {
      const p = Number(recent[1])
      const list = options.recent ?? []
      return envelope({
        list: list.slice((p - 1) * 10, p * 10),
        totalCount: list.length,
        page: p,
        pageSize: 10,
      })
    }
    if (path === '/api/home/study/getGoodsTypes') {
      return envelope([
        { id: 1, name: '初级会计职称', goods: [] },
        { id: 2, name: '中级会计职称', goods: [] },
      ])
    }
    if (path === '/knew/home/user/mycourse') {
      return envelope(options.courses?.(Number(url.searchParams.get('topId'))) ?? [])
    }
    if (path === '/knew/home/user/prelive' || path === '/knew/api/wap/preLive') {
      return envelope(options.coming ?? [])
    }
    if (path === '/knew/home/user/replayLive/') {
      const list = options.replays ?? []
      return envelope({ list, totalCount: list.length, page: 1, pageSize: 10 })
    }
    if (path === '/knew/pc/Course/access') {
      return envelope({ access: 1, loggedIn: true })
    }
    return envelope(null, 404, '未知', 404)
  }
  return answer
}

async function renderPage(page: JSX.Element, answer: ReturnType<typeof learnerServer>) {
  const view = renderWithStores(page, answer)
  await act(() => view.root.app.loadTrainInfo())
  await act(() => view.root.app.loadCurrentUser())
  return view
}

describe('我的 (user centre) for a learner', () => {
  it('shows the learner, the points, the streak and the sign-in button, and signs in once', async () => {
    const { transport } = await renderPage(<UserPage />, learnerServer())
    expect(await screen.findByText('林小会')).toBeVisible()
    expect(screen.getByText('138****5678')).toBeVisible()
    expect(screen.getByRole('link', { name: '我的积分 120' })).toHaveAttribute(
      'href',
      '/user/points',
    )
    expect(screen.getByText('已连续签到 6 天')).toBeVisible()
    expect(screen.getByRole('timer', { name: '考试倒计时' })).toHaveTextContent(
      '设置考试日期，开启倒计时',
    )

    fireEvent.click(screen.getByRole('button', { name: '签到' }))
    expect(
      await screen.findByText('签到成功，积分 +25（连续签到 7 天奖励 20）'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '我的积分 145' })).toBeVisible()
    // A second tap asks the server, which gives nothing twice.
    fireEvent.click(screen.getByRole('button', { name: '今日已签到' }))
    expect(await screen.findByText('今日已签到', { selector: '.nut-toast *' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '我的积分 145' })).toBeVisible()
    expect(transport.requests.filter((r) => r.url.startsWith('/api/home/signin/'))).toHaveLength(2)
  })

  it('counts the days to the exam once a date is set', async () => {
    const { transport } = await renderPage(<UserPage />, learnerServer())
    await screen.findByText('林小会')
    fireEvent.click(screen.getByRole('button', { name: '设置考试日期' }))
    // The picker starts three months ahead; 确认 takes it.
    fireEvent.click(await screen.findByText('确认'))
    await waitFor(() =>
      expect(screen.getByRole('timer', { name: '考试倒计时' })).toHaveTextContent(
        '距离考试还有 152 天',
      ),
    )
    expect(screen.getByRole('button', { name: '修改考试日期' })).toBeVisible()
    const posted = transport.requests.find(
      (r) => r.method === 'POST' && r.url === '/api/home/examdate/',
    )
    expect(new URLSearchParams(posted?.body).get('examDate')).toBe(
      // Three months from China's today (the server's day), whatever the machine's zone.
      dayjs(chinaTime(Date.now(), 'YYYY-MM-DD')).add(3, 'month').format('YYYY-MM-DD'),
    )
  })
})

describe('我的积分 (userPoints)', () => {
  it('marks the signed days, signs today in, and lists the points with their balance', async () => {
    await renderPage(<UserPointsPage />, learnerServer())
    expect(await screen.findByText('2026年11月 · 已签到 6 天')).toBeVisible()
    expect(screen.getByRole('listitem', { name: '11月22日 已签到' })).toBeVisible()
    expect(screen.getByRole('listitem', { name: '11月23日（今天）' })).toBeVisible()
    expect(screen.getByText(/每日签到 \+5 积分；连续签到 7 天额外奖励 20 积分/)).toBeVisible()
    const detail = screen.getByRole('list', { name: '积分明细' })
    expect(within(detail).getAllByRole('listitem')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: '签到' }))
    expect(await screen.findByRole('listitem', { name: '11月23日（今天） 已签到' })).toBeVisible()
    await waitFor(() => expect(within(detail).getAllByRole('listitem')).toHaveLength(3))
    const newest = within(detail).getAllByRole('listitem')[0]
    expect(newest).toHaveTextContent('连续签到7天奖励')
    expect(within(newest).getByLabelText('积分 +20')).toBeVisible()
    expect(newest).toHaveTextContent('余额 145')
    expect(screen.getByLabelText('当前积分')).toHaveTextContent('145')
  })

  it('looks at an earlier month, but not at the future', async () => {
    const { transport } = await renderPage(<UserPointsPage />, learnerServer())
    await screen.findByText('2026年11月 · 已签到 6 天')
    expect(screen.getByRole('button', { name: '下个月' })).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(screen.getByRole('button', { name: '上个月' }))
    expect(await screen.findByText('2026年10月 · 已签到 1 天')).toBeVisible()
    expect(screen.getByRole('listitem', { name: '10月5日 已签到' })).toBeVisible()
    expect(transport.requests.some((r) => r.url === '/api/home/signdays/?month=2026-10')).toBe(true)
  })

  it('pages the detail with 加载更多, and says so when there is none', async () => {
    const many = Array.from({ length: 13 }, (_, i) => entry(100 - i, 5, 200 - i * 5))
    await renderPage(<UserPointsPage />, learnerServer({ points: many }))
    const detail = await screen.findByRole('list', { name: '积分明细' })
    await waitFor(() => expect(within(detail).getAllByRole('listitem')).toHaveLength(10))
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(within(detail).getAllByRole('listitem')).toHaveLength(13))
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument()
  })

  it('says how to earn points when there are none yet', async () => {
    await renderPage(<UserPointsPage />, learnerServer({ points: [] }))
    expect(await screen.findByText('还没有积分记录，签到或学习就能获得积分')).toBeInTheDocument()
  })
})

const recentItem = (
  courseId: number,
  overrides: Partial<RecentStudyItem> = {},
): RecentStudyItem => ({
  courseId,
  courseTitle: `课程 ${courseId}`,
  cover: '',
  lessonId: courseId * 10,
  lessonTitle: `第${courseId}讲`,
  studiedAt: '2020-01-01 08:00:00',
  seconds: 300,
  duration: 1200,
  progress: 25,
  ...overrides,
})

describe('最近学习 (userStudyRecent)', () => {
  it('lists each course’s last lesson with its progress, leading to the lesson', async () => {
    await renderPage(
      <UserStudyRecentPage />,
      learnerServer({
        recent: [recentItem(3, { courseTitle: '初级会计实务 基础班', lessonTitle: '第1讲 总论' })],
      }),
    )
    const link = await screen.findByRole('link', {
      name: '继续学习：初级会计实务 基础班，第1讲 总论，已学 25%',
    })
    expect(link).toHaveAttribute('href', '/study/course/3/lesson/30')
    expect(link).toHaveTextContent('2020-01-01')
  })

  it('pages with 加载更多 and says so when nothing was studied', async () => {
    const many = Array.from({ length: 12 }, (_, i) => recentItem(i + 1))
    await renderPage(<UserStudyRecentPage />, learnerServer({ recent: many }))
    const list = await screen.findByRole('list', { name: '最近学习' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10))
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12))
  })

  it('says so when nothing was studied yet', async () => {
    await renderPage(<UserStudyRecentPage />, learnerServer({ recent: [] }))
    expect(await screen.findByText('还没有学习记录，去选一门课开始学习吧')).toBeInTheDocument()
  })

  it('moves between the tabs of 我的课程 by route', async () => {
    await renderPage(<UserStudyRecentPage />, learnerServer({ recent: [] }))
    fireEvent.click(await screen.findByText('我的直播'))
    expect(replaceWith).toHaveBeenCalledWith('userStudyLiveLists')
  })
})

const course = (courseId: number, overrides: Partial<MyCourse> = {}): MyCourse => ({
  courseId,
  title: `课程 ${courseId}`,
  cover: '',
  teacher: '王老师',
  lessonsDone: 3,
  lessonsTotal: 12,
  progress: 25,
  source: 'purchase',
  activated: true,
  expireAt: '2027-11-23',
  expired: false,
  access: 1,
  lastLessonId: null,
  ...overrides,
})

describe('我的课程 (userStudyCourse)', () => {
  it('shows each course with its progress and validity, by goods type', async () => {
    const { transport } = await renderPage(
      <UserStudyCoursePage />,
      learnerServer({
        courses: (topId) =>
          topId === 2
            ? [course(9, { title: '中级财务管理', activated: false, expireAt: null, access: 2 })]
            : [
                course(5, { title: '初级会计实务' }),
                course(6, { title: '经济法基础', expired: true, access: 0 }),
              ],
      }),
    )
    expect(
      await screen.findByRole('link', {
        name: '初级会计实务，已学 3/12 课时，有效期至 2027-11-23',
      }),
    ).toHaveAttribute('href', '/study/course/5')
    expect(screen.getByRole('link', { name: /^经济法基础.*已过期$/ })).toBeVisible()
    fireEvent.click(await screen.findByText('中级会计职称'))
    expect(await screen.findByRole('link', { name: /^中级财务管理.*待激活$/ })).toBeVisible()
    expect(screen.queryByText('初级会计实务')).not.toBeInTheDocument()
    expect(transport.requests.some((r) => r.url === '/knew/home/user/mycourse?topId=2')).toBe(true)
  })

  it('lists a bought bank with the questions done and 去做题, which opens its bank home', async () => {
    const bank: MyStudyItem = {
      kind: 'bank',
      subjectId: 61,
      examId: 5617,
      title: '2027年初级会计实务题库',
      cover: '',
      questionsDone: 30,
      questionsTotal: 420,
      progress: 7,
      activated: true,
      expireAt: '2027-11-27 10:00:00',
      expired: false,
      access: 1,
    }
    await renderPage(
      <UserStudyCoursePage />,
      learnerServer({ courses: () => [course(5, { title: '初级会计实务' }), bank] }),
    )
    const go = await screen.findByRole('link', {
      name: '去做题：2027年初级会计实务题库，已做 30/420 题，有效期至 2027-11-27',
    })
    expect(go).toHaveAttribute('href', '/test/home/exam/5617/subject/61')
    expect(go).toHaveTextContent('去做题')
    expect(screen.queryByText('这里还没有课程，去选课中心看看吧')).not.toBeInTheDocument()
  })

  it('says so when the learner has no course there', async () => {
    await renderPage(<UserStudyCoursePage />, learnerServer({ courses: () => [] }))
    expect(await screen.findByText('这里还没有课程，去选课中心看看吧')).toBeInTheDocument()
  })
})

const live = (id: number, overrides: Partial<LiveItem> = {}): LiveItem => ({
  id,
  lessonTitle: `直播 ${id}`,
  title: '初级会计实务 直播班',
  courseTitle: '初级会计实务 直播班',
  courseId: 4,
  mediaId: id,
  free: '0',
  is_activate: 1,
  access: 1,
  start_time: '2099-11-25 19:30:00',
  end_time: '2099-11-25 21:00:00',
  nickname: '李老师',
  category: '初级会计职称',
  status: 'published',
  state: 'scheduled',
  playState: 'notStart',
  enterable: false,
  chapterId: null,
  chapterTitle: null,
  ...overrides,
})

describe('我的直播 and 直播课程', () => {
  const coming = [live(1, { lessonTitle: '第1场 总论串讲' })]
  const replays = [
    live(2, {
      lessonTitle: '第0场 开班',
      start_time: '2026-11-01 19:30:00',
      end_time: '2026-11-01 21:00:00',
      state: 'replayReady',
      playState: 'playBack',
    }),
    live(3, {
      courseId: 8,
      courseTitle: '经济法基础 直播班',
      start_time: '2026-11-02 19:30:00',
      end_time: '2026-11-02 21:00:00',
      state: 'ended',
      playState: 'playBack',
    }),
  ]

  it('lists my coming lives with a countdown, then my replays by state', async () => {
    await renderPage(<UserStudyLiveListsPage />, learnerServer({ coming, replays }))
    const first = await screen.findByRole('link', { name: '第1场 总论串讲 暂未开始' })
    expect(first).toHaveTextContent('距开始')
    expect(await screen.findByRole('link', { name: '第0场 开班 直播回放' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '直播 3 回放生成中' })).toHaveTextContent(
      '经济法基础 直播班',
    )
  })

  it('lists a live on now under 正在直播, apart from the coming ones', async () => {
    const onNow = live(4, {
      lessonTitle: '第2场 收入专题',
      start_time: '2000-01-01 19:30:00',
      end_time: '2099-12-31 21:00:00',
      state: 'live',
      playState: 'living',
    })
    await renderPage(<UserStudyLiveListsPage />, learnerServer({ coming: [onNow, ...coming] }))
    const living = await screen.findByRole('list', { name: '正在直播' })
    expect(within(living).getByRole('link', { name: '第2场 收入专题 正在直播' })).toBeVisible()
    const upcoming = screen.getByRole('list', { name: '我的直播' })
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('第1场 总论串讲')])
    expect(screen.getByRole('heading', { name: '即将开始' })).toBeVisible()
  })

  it('opens a replay of a course the learner has on its live course page', async () => {
    await renderPage(<UserStudyLiveListsPage />, learnerServer({ coming, replays }))
    fireEvent.click(await screen.findByRole('link', { name: '第0场 开班 直播回放' }))
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('liveCourse', { courseId: 4 }, { live: 2 }),
    )
  })

  it("lists all the school's coming lives under 直播课程", async () => {
    await renderPage(<UserStudyLiveCoursePage />, learnerServer({ coming }))
    expect(await screen.findByRole('link', { name: '第1场 总论串讲 暂未开始' })).toBeInTheDocument()
  })

  it('says so when the learner has no lives', async () => {
    await renderPage(<UserStudyLiveListsPage />, learnerServer({}))
    expect(await screen.findByText('你的课程近期没有直播')).toBeInTheDocument()
    expect(await screen.findByText('暂无直播回放')).toBeInTheDocument()
  })
})
