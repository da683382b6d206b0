import { act, fireEvent, render, screen } from '@testing-library/react'
import { FeedbackHost } from '@/components/feedback-host'
import { SendCodeButton } from '@/components/send-code-button'
import { checkMobile } from '@common/rules/validation'

describe('SendCodeButton (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function renderButton(send: (mobile: string) => Promise<unknown>, mobile = '13812345678') {
    render(
      <>
        <SendCodeButton mobile={mobile} check={checkMobile} send={send} />
        <FeedbackHost />
      </>,
    )
  }

  it('counts 120 seconds down after a request, then is enabled again', async () => {
    const send = jest.fn(() => Promise.resolve(null))
    renderButton(send)
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    expect(send).toHaveBeenCalledWith('13812345678')
    expect(screen.getByText('120秒后重新获取')).toBeInTheDocument()
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(screen.getByText('119秒后重新获取')).toBeInTheDocument()
    fireEvent.click(screen.getByText('119秒后重新获取'))
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => {
      jest.advanceTimersByTime(119_000)
    })
    expect(screen.getByText('获取验证码')).toBeInTheDocument()
  })

  it("is enabled again at once when the request fails, showing the server's message", async () => {
    renderButton(() => Promise.reject(new Error('验证码已发送，请88秒后再获取')))
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    expect(screen.getByText('获取验证码')).toBeInTheDocument()
    expect(await screen.findByText('验证码已发送，请88秒后再获取')).toBeInTheDocument()
  })

  it('checks the number before sending', async () => {
    const send = jest.fn(() => Promise.resolve(null))
    renderButton(send, '123')
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    expect(send).not.toHaveBeenCalled()
    expect(await screen.findByText('请填写正确的手机号码')).toBeInTheDocument()
  })
})
