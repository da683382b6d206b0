import type { LiveLesson } from '@shared/api'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { FeedbackHost } from '@/components/feedback-host'
import { LivePrevue } from '@/components/live-prevue'
import { goTo } from '@/services/navigation'
import { chinaTime } from '@/utils/china-time'

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
    expect(goTo).toHaveBeenCalledWith('liveCourse', { courseId: 7 })
  })

  it('says so when there is no live', () => {
    render(<LivePrevue lives={[]} now={NOW} />)
    expect(screen.getByText('最近暂无直播课~')).toBeInTheDocument()
  })
})
