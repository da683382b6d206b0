import { act, render, screen } from '@testing-library/react'
import { FeedbackHost } from '@/components/feedback-host'
import { INPUT_TOAST_MS, NOTICE_MS, TOAST_MS } from '@/constants/ui'
import { ApiError } from '@/services/http'
import { background, notice, showInputError, toast } from '@/services/notify'

describe('the one notify path (services/notify)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    render(<FeedbackHost />)
  })
  afterEach(() => jest.useRealTimers())

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms)
    })
  }

  it('shows a failed background action’s server message, never an unhandled rejection', async () => {
    await act(async () => {
      background(
        Promise.reject(new ApiError(429, '发言太频繁，请稍后再试', '/api/home/adddiscuss')),
      )
    })
    expect(screen.getByText('发言太频繁，请稍后再试')).toBeInTheDocument()
  })

  it('keeps a toast 2000 ms (spec §9)', async () => {
    act(() => toast('保存成功', 'success'))
    await advance(TOAST_MS - 100)
    expect(screen.getByText('保存成功')).toBeInTheDocument()
    await advance(400)
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument()
  })

  it('keeps a toast that follows another its own full 2000 ms', async () => {
    act(() => toast('验证码已发送', 'success'))
    await advance(TOAST_MS - 500)
    act(() => toast('密码已重置', 'success'))
    expect(screen.queryByText('验证码已发送')).not.toBeInTheDocument()
    await advance(TOAST_MS - 100)
    expect(screen.getByText('密码已重置')).toBeInTheDocument()
    await advance(400)
    expect(screen.queryByText('密码已重置')).not.toBeInTheDocument()
  })

  it('keeps an input’s message 600 ms (spec §9), and a long one goes to the alert', async () => {
    act(() => showInputError('邮箱格式格式不对哦~'))
    await advance(INPUT_TOAST_MS - 100)
    expect(screen.getByText('邮箱格式格式不对哦~')).toBeInTheDocument()
    await advance(400)
    expect(screen.queryByText('邮箱格式格式不对哦~')).not.toBeInTheDocument()

    const long = '请输入正确的呢称(2-15字符，中英文、数字和下划线)'
    act(() => showInputError(long))
    await advance(INPUT_TOAST_MS + 400)
    expect(screen.getByText(long)).toBeInTheDocument()
    expect(screen.getByText('知道啦~')).toBeInTheDocument()
  })

  it('shows a notice with its title for 2000 ms (spec §4 live-start notice)', async () => {
    act(() => notice('提示', '距离直播开始还有：1天10小时'))
    expect(screen.getByText('提示')).toBeInTheDocument()
    await advance(NOTICE_MS - 100)
    expect(screen.getByText('距离直播开始还有：1天10小时')).toBeInTheDocument()
    await advance(400)
    expect(screen.queryByText('距离直播开始还有：1天10小时')).not.toBeInTheDocument()
  })
})
