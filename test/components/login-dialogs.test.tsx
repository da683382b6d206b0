import { act, fireEvent, screen } from '@testing-library/react'
import { RegisterBuyDialog } from '@/components/login-dialogs'
import { LoginNoticePanel, LoginPromptDialog } from '@/components/login-prompts'
import { goTo } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { CONSENT_VERSION } from '@common/constants/consent'
import { agreeToTerms, renderWithStores, typeInto } from '../support/render'

const FREE = { free: true, title: '初级会计实务免费体验课', price: 0 }
const PAID = { free: false, title: '2027中级会计实务精讲班', price: 398 }

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(() => Promise.resolve()),
  currentAddress: () => '/study/course/5',
}))

describe('the login dialogs (spec §2)', () => {
  it('asks a visitor to log in with 再看看 / 立即登录', async () => {
    const onClose = jest.fn()
    await act(async () => {
      renderWithStores(<LoginPromptDialog visible onClose={onClose} />, () => envelope(null))
    })
    expect(screen.getByText('您尚未登录，请登录！')).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(screen.getByText('再看看'))
    })
    expect(onClose).toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(screen.getByText('立即登录'))
    })
    expect(goTo).toHaveBeenCalledWith('login', {}, { returnurl: '/study/course/5' })
  })

  it('titles the register/buy dialog 免费学习 for free goods and 立即购买 otherwise', () => {
    const { unmount } = renderWithStores(
      <RegisterBuyDialog visible offer={FREE} onClose={jest.fn()} onSuccess={jest.fn()} />,
      () => envelope(null),
    )
    expect(screen.getAllByText('免费学习').length).toBeGreaterThan(0)
    expect(screen.getByText('已有账号，立即登录')).toBeInTheDocument()
    unmount()
    renderWithStores(
      <RegisterBuyDialog visible offer={PAID} onClose={jest.fn()} onSuccess={jest.fn()} />,
      () => envelope(null),
    )
    expect(screen.getAllByText('立即购买').length).toBeGreaterThan(0)
  })

  it('names what is bought and its price', () => {
    renderWithStores(
      <RegisterBuyDialog
        visible
        offer={{ ...PAID, detail: '直播：第3讲 存货', priceFrom: true }}
        onClose={jest.fn()}
        onSuccess={jest.fn()}
      />,
      () => envelope(null),
    )
    expect(screen.getByText('2027中级会计实务精讲班')).toBeInTheDocument()
    expect(screen.getByText('直播：第3讲 存货')).toBeInTheDocument()
    expect(screen.getByText('¥398.00 起')).toBeInTheDocument()
  })

  it('sends nothing before the consent is ticked, then logs in with its version', async () => {
    jest.useFakeTimers()
    try {
      const onSuccess = jest.fn()
      const { transport } = renderWithStores(
        <RegisterBuyDialog visible offer={PAID} onClose={jest.fn()} onSuccess={onSuccess} />,
        (request) =>
          request.url === '/new/home/login/codeLogin'
            ? envelope({ user: { uid: 7, mobile: '13812345678', nickname: '小林' } })
            : envelope(null),
      )
      typeInto('请输入手机号', '13812345678')
      typeInto('请输入验证码', '123456')
      const submit = screen.getByRole('button', { name: '立即购买' })
      expect(submit).toHaveAttribute('aria-disabled', 'true')
      expect(screen.getByRole('button', { name: '获取验证码' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      fireEvent.click(submit)
      await act(async () => {
        jest.advanceTimersByTime(300)
      })
      expect(transport.requests).toHaveLength(0)
      agreeToTerms()
      fireEvent.click(submit)
      await act(async () => {
        jest.advanceTimersByTime(300)
      })
      await act(async () => undefined)
      expect(transport.requests.map((request) => request.url)).toEqual([
        '/new/home/login/codeLogin',
      ])
      expect(new URLSearchParams(transport.requests[0].body).get('agreeVersion')).toBe(
        CONSENT_VERSION,
      )
      expect(onSuccess).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('switches the register/buy dialog to account login', () => {
    renderWithStores(
      <RegisterBuyDialog visible offer={FREE} onClose={jest.fn()} onSuccess={jest.fn()} />,
      () => envelope(null),
    )
    fireEvent.click(screen.getByText('已有账号，立即登录'))
    expect(screen.getByText('账号登录')).toBeInTheDocument()
    expect(document.querySelector('[placeholder="请输入用户名或手机号"]')).not.toBeNull()
  })

  it('links the login notice panel to login, coming back here', () => {
    renderWithStores(<LoginNoticePanel text="登录后可查看课程" />, () => envelope(null))
    expect(screen.getByRole('link', { name: '登录 / 注册' })).toHaveAttribute(
      'href',
      '/login?returnurl=%2Fstudy%2Fcourse%2F5',
    )
  })
})
