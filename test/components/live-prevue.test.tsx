import type { LiveLesson } from '@common/contracts/catalogue'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { FeedbackHost } from '@/components/feedback-host'
import { LivePrevue } from '@/components/live-prevue'
import { goTo } from '@/services/navigation'
import type { TransportRequest } from '@/services/http'
import { chinaTime } from '@common/rules/china-time'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(),
}))

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 10, 23, 2, 0)

function live(id: number, startsIn: number, title: string): LiveLesson {
  return {
    id,
    lessonTitle: title,
    title: '初级会计实务 基础精讲班',
    courseTitle: '初级会计实务 基础精讲班',
    courseId: 7,
    mediaId: id,
    free: '1',
    is_activate: 0,
    access: 0,
    start_time: chinaTime(NOW + startsIn),
    end_time: chinaTime(NOW + startsIn + 1.5 * HOUR),
    nickname: '李老师',
    category: '初级职称 · 初级会计职称',
    status: 'published',
  }
}

/** The server as a visitor (or a learner with `access` to course 7) sees it. */
function server(access: number | null, activated = true) {
  return (request: TransportRequest) => {
    if (request.url.includes('checklogin')) {
      return access === null ? envelope(null, 401, '您尚未登录，请登录！', 401) : envelope({})
    }
    if (request.url.includes('Course/access')) {
      return envelope({ access, loggedIn: true, expireAt: null, validityDays: 365 })
    }
    if (request.url.includes('tryActive')) {
      return activated ? envelope({ expireAt: '2027-11-23' }) : envelope(null, 400, '激活失败', 400)
    }
    return envelope(null, 404, '未知', 404)
  }
}

const render = (ui: ReactElement, access: number | null = null) =>
  renderWithStores(ui, server(access))

describe('the recent-lives list (spec §2 最近直播, §4 preview click)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW })
    jest.mocked(goTo).mockClear()
  })
  afterEach(() => jest.useRealTimers())

  it('shows date, time range in China time, teacher, free tag and the end text', () => {
    render(<LivePrevue lives={[live(1, 30 * HOUR, '增值税 计税方法')]} now={NOW} />)
    expect(screen.getByText('增值税 计税方法')).toBeInTheDocument()
    expect(screen.getByText('免费')).toBeInTheDocument()
    expect(screen.getByText(/11月24日 16:00-17:30 · 李老师/)).toBeInTheDocument()
    expect(screen.getByText('已经到底啦~')).toBeInTheDocument()
  })

  it('says when a live 2 hours or more away starts, in a notice, instead of opening it', async () => {
    render(
      <>
        <LivePrevue lives={[live(1, 34 * HOUR + 20 * 60_000, '增值税 计税方法')]} now={NOW} />
        <FeedbackHost />
      </>,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '增值税 计税方法' }))
    })
    expect(screen.getByText('提示')).toBeInTheDocument()
    expect(screen.getByText('距离直播开始还有：1天10小时')).toBeInTheDocument()
    expect(goTo).not.toHaveBeenCalled()
  })

  it('opens a live that can be entered or is on', () => {
    render(<LivePrevue lives={[live(2, HOUR, '收入准则 直播串讲')]} now={NOW} />)
    fireEvent.click(screen.getByRole('link', { name: '收入准则 直播串讲' }))
    expect(goTo).toHaveBeenCalledWith('liveCourse', { courseId: 7 }, { live: 2 })
  })

  it('says so when there is no live', () => {
    render(<LivePrevue lives={[]} now={NOW} />)
    expect(screen.getByText('最近暂无直播课~')).toBeInTheDocument()
  })

  describe('a paid live', () => {
    const paid = (startsIn: number) => ({ ...live(3, startsIn, '所得税 汇算清缴'), free: '0' })
    const click = async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: '所得税 汇算清缴' }))
      })
    }

    it('asks a visitor to register or log in, without leaving the page', async () => {
      render(<LivePrevue lives={[paid(HOUR)]} now={NOW} />)
      await click()
      expect(await screen.findByRole('textbox', { name: '手机号' })).toBeInTheDocument()
      expect(goTo).not.toHaveBeenCalled()
    })

    it('sends a learner without the course to the goods that sell it', async () => {
      render(<LivePrevue lives={[paid(HOUR)]} now={NOW} />, 0)
      await click()
      expect(goTo).toHaveBeenCalledWith('goodsBuy', { courseId: 7 })
    })

    it('activates a bought course, then opens the live', async () => {
      render(
        <>
          <LivePrevue lives={[paid(HOUR)]} now={NOW} />
          <FeedbackHost />
        </>,
        2,
      )
      await click()
      expect(await screen.findByText('是否激活')).toBeInTheDocument()
      await act(async () => {
        fireEvent.click(screen.getByText('立即激活'))
      })
      expect(await screen.findByText('激活成功')).toBeInTheDocument()
      // The live opens once 激活成功 has been read.
      expect(goTo).not.toHaveBeenCalled()
      await waitFor(() =>
        expect(goTo).toHaveBeenCalledWith('liveCourse', { courseId: 7 }, { live: 3 }),
      )
    })

    it('lets a learner with the course in', async () => {
      render(<LivePrevue lives={[paid(HOUR)]} now={NOW} />, 1)
      await click()
      expect(goTo).toHaveBeenCalledWith('liveCourse', { courseId: 7 }, { live: 3 })
    })
  })
})
