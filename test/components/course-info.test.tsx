import type { AccessResult, CourseDetail, LessonListItem } from '@common/contracts/study'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import CourseInfoPage from '@/pages/study/course'
import type { TransportRequest } from '@/services/http'
import { goTo } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'
import { courseDetail, lessonItem } from '../support/study-fixtures'

jest.mock('@/services/use-route-params', () => ({
  useRouteParams: () => ({ courseId: '7' }),
}))
jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(async () => undefined),
  currentAddress: () => '/study/course/7',
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

const COURSE = courseDetail()

function lesson(id: number, overrides: Partial<LessonListItem> = {}): LessonListItem {
  return lessonItem({ id, title: COURSE.title, lessonTitle: `课时${id}`, ...overrides })
}

const LESSONS: LessonListItem[] = [
  lesson(100, { type: 'chapter', title: '第一章 总论', lessonTitle: '' }),
  lesson(101, { lessonTitle: '1.1 会计目标', free: 1 }),
  lesson(102, { lessonTitle: '1.2 会计假设' }),
  lesson(200, { type: 'chapter', title: '第二章 存货', lessonTitle: '' }),
  lesson(201, { lessonTitle: '2.1 存货的确认', status: 'unpublished' }),
]

async function renderCourse(
  course: CourseDetail,
  access: () => AccessResult,
  extra: (request: TransportRequest) => ReturnType<typeof envelope> | undefined = () => undefined,
) {
  const view = renderWithStores(<CourseInfoPage />, (request) => {
    const answer = extra(request)
    if (answer) return answer
    if (request.url.includes('getTrainInfo')) return envelope({ train_name: '恒达会计网校' })
    if (request.url.includes('/course/info/')) return envelope(course)
    if (request.url.includes('/course/lessons/')) return envelope(LESSONS)
    if (request.url.includes('/Course/access')) return envelope(access())
    return envelope(null, 404, '未知', 404)
  })
  await act(() => view.root.app.loadTrainInfo())
  return view
}

const dialog = () => within(document.querySelector('.nut-dialog') as HTMLElement)
const footer = () => within(document.querySelector('.buy-footer') as HTMLElement)

describe('the course page (courseInfo)', () => {
  beforeEach(() => jest.mocked(goTo).mockClear())

  it('shows a visitor the course, its chapters, the prompt with a login link and the price', async () => {
    await renderCourse(COURSE, () => ({
      access: 0,
      loggedIn: false,
      expireAt: null,
      validityDays: 365,
    }))
    expect(await screen.findByRole('heading', { name: '中级会计实务 基础精讲班' })).toBeVisible()
    expect(screen.getByRole('heading', { name: '第一章 总论' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '第二章 存货' })).toBeInTheDocument()
    // The free lesson twice: under 免费试听 and in the 目录; the page's sections one tap away.
    expect(screen.getByRole('heading', { name: '免费试听' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /第1讲 1.1 会计目标 免费 未学习/ })).toHaveLength(
      2,
    )
    const nav = within(screen.getByRole('navigation', { name: '课程内容' }))
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '介绍',
      '试听',
      '目录',
    ])
    expect(screen.getByRole('button', { name: /第3讲 2.1 存货的确认.*敬请期待/ })).toBeVisible()
    expect(screen.getByText('您尚未购买该产品,购买后即可使用')).toBeVisible()
    expect(screen.getByRole('link', { name: '已购买？点此登录' })).toHaveAttribute(
      'href',
      '/login?returnurl=%2Fstudy%2Fcourse%2F7',
    )
    expect(footer().getByLabelText('价格 ¥398.00')).toBeVisible()
    expect(screen.getByText('有效期 365 天（激活后开始计算）')).toBeVisible()
    // A free lesson plays for a visitor; a paid one opens the register/buy dialog (spec §4),
    // with no page change.
    fireEvent.click(screen.getAllByRole('button', { name: /1.1 会计目标/ })[1])
    expect(goTo).toHaveBeenLastCalledWith('studyLesson', { courseId: 7, lessonId: 101 })
    fireEvent.click(screen.getByRole('button', { name: /1.2 会计假设/ }))
    expect(goTo).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('textbox', { name: '手机号' })).toBeInTheDocument()
    expect(screen.getByText('已有账号，立即登录')).toBeInTheDocument()
    // It names what is bought and its price.
    expect(dialog().getByText('中级会计实务 基础精讲班')).toBeVisible()
    expect(dialog().getByText('¥398.00')).toBeVisible()
  })

  it('buys from the footer, which shows 立即购买 for a learner without the course', async () => {
    await renderCourse(COURSE, () => ({
      access: 0,
      loggedIn: true,
      expireAt: null,
      validityDays: 365,
    }))
    fireEvent.click(await screen.findByText('立即购买'))
    expect(goTo).toHaveBeenLastCalledWith('confirmOrder', { id: 7, type: 'course' }, {})
    expect(screen.queryByText('已购买？点此登录')).not.toBeInTheDocument()
  })

  it('activates a bought course through 是否激活, then plays the first lesson', async () => {
    let activated = false
    const { transport } = await renderCourse(
      COURSE,
      () => ({
        access: activated ? 1 : 2,
        loggedIn: true,
        expireAt: activated ? '2027-11-22 10:00:00' : null,
        validityDays: 365,
      }),
      (request) => {
        if (!request.url.includes('tryActive')) return undefined
        activated = true
        return envelope({ access: 1, expireAt: '2027-11-22 10:00:00' })
      },
    )
    // Bought: the footer says so instead of the price.
    expect(await screen.findByText('已购买 · 待激活')).toBeVisible()
    fireEvent.click(await screen.findByText('立即激活'))
    expect(await screen.findByText('是否激活')).toBeVisible()
    expect(dialog().getByText('暂不激活')).toBeVisible()
    fireEvent.click(dialog().getByText('立即激活'))
    expect(await screen.findByText('激活成功')).toBeInTheDocument()
    expect(transport.requests.some((r) => r.url.endsWith('tryActive/?id=7'))).toBe(true)
    await waitFor(() =>
      expect(goTo).toHaveBeenLastCalledWith('studyLesson', { courseId: 7, lessonId: 101 }),
    )
    expect(await screen.findByText('有效期至 2027-11-22')).toBeVisible()
    expect(await screen.findByText('已购买 · 有效期至2027-11-22')).toBeVisible()
  })

  it('says 激活失败 when activation fails, and plays nothing', async () => {
    await renderCourse(
      COURSE,
      () => ({ access: 2, loggedIn: true, expireAt: null, validityDays: 365 }),
      (request) =>
        request.url.includes('tryActive') ? envelope(null, 400, '激活失败', 400) : undefined,
    )
    fireEvent.click(await screen.findByText('立即激活'))
    fireEvent.click(dialog().getByText('立即激活'))
    expect(await screen.findByText('激活失败')).toBeInTheDocument()
    expect(goTo).not.toHaveBeenCalled()
  })

  it('joins a free course (POST free {id, type}), says 加入成功 and refreshes access', async () => {
    let joined = false
    const { transport } = await renderCourse(
      { ...COURSE, price: 0, discountPrice: 0 },
      () => ({ access: joined ? 1 : 0, loggedIn: true, expireAt: null, validityDays: 365 }),
      (request) => {
        if (!request.url.includes('/course/free')) return undefined
        joined = true
        return envelope({ access: 1, loggedIn: true, expireAt: null, validityDays: 365 })
      },
    )
    expect((await screen.findAllByLabelText('价格 免费'))[0]).toBeVisible()
    expect(footer().getByLabelText('价格 免费')).toBeVisible()
    fireEvent.click(screen.getByText('免费加入'))
    fireEvent.click(await screen.findByText('立即加入'))
    expect(await screen.findByText('加入成功')).toBeInTheDocument()
    const join = transport.requests.find((r) => r.url.includes('/course/free'))
    expect(join?.body).toBe('id=7&type=course')
    await waitFor(() => expect(screen.getByText('开始学习')).toBeVisible())
  })

  it('says 加入失败 when the join fails, and the dialog is closed', async () => {
    await renderCourse(
      { ...COURSE, price: 0, discountPrice: 0 },
      () => ({ access: 0, loggedIn: true, expireAt: null, validityDays: 365 }),
      (request) =>
        request.url.includes('/course/free') ? envelope(null, 500, '服务器错误', 500) : undefined,
    )
    fireEvent.click(await screen.findByText('免费加入'))
    fireEvent.click(await screen.findByText('立即加入'))
    expect(await screen.findByText('加入失败')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('立即加入')).not.toBeVisible())
  })
})
