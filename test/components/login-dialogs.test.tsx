import { act, fireEvent, screen } from '@testing-library/react'
import { LoginNoticePanel, LoginPromptDialog, RegisterBuyDialog } from '@/components/login-dialogs'
import { goTo } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

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
      <RegisterBuyDialog visible free onClose={jest.fn()} onSuccess={jest.fn()} />,
      () => envelope(null),
    )
    expect(screen.getAllByText('免费学习').length).toBeGreaterThan(0)
    expect(screen.getByText('已有账号，立即登录')).toBeInTheDocument()
    unmount()
    renderWithStores(
      <RegisterBuyDialog visible free={false} onClose={jest.fn()} onSuccess={jest.fn()} />,
      () => envelope(null),
    )
    expect(screen.getAllByText('立即购买').length).toBeGreaterThan(0)
  })

  it('switches the register/buy dialog to account login', () => {
    renderWithStores(
      <RegisterBuyDialog visible free onClose={jest.fn()} onSuccess={jest.fn()} />,
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
