import { act, screen, waitFor } from '@testing-library/react'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { StoreProvider } from '@/stores/context'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  replaceWith: jest.fn(() => Promise.resolve()),
  currentAddress: () => '/user/order?p=2',
  // Taro's router is not running under jest: the page was opened directly.
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

const TRAIN_INFO = { train_code: 'hdkj', train_name: '恒达会计网校' }

describe('PageLayout', () => {
  beforeEach(() => jest.mocked(replaceWith).mockClear())

  it('shows the loading view until training info has loaded, then the page', async () => {
    const { root } = renderWithStores(
      <PageLayout route="courseInfo">
        <span>课程内容</span>
      </PageLayout>,
      () => envelope(TRAIN_INFO),
    )
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByText('课程内容')).not.toBeInTheDocument()
    await act(() => root.app.loadTrainInfo())
    expect(screen.getByText('课程内容')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '课程详情' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home')
  })

  describe("the server's first view", () => {
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div id="first-view">恒达会计网校</div><div id="app" inert></div>',
      )
    })
    afterEach(() => {
      document.getElementById('first-view')?.remove()
      document.getElementById('app')?.remove()
    })

    it('stays over the page until the page is ready, then goes', async () => {
      const { root, rerender } = renderWithStores(
        <PageLayout route="home" ready={false}>
          <span>首页内容</span>
        </PageLayout>,
        () => envelope(TRAIN_INFO),
      )
      await act(() => root.app.loadTrainInfo())
      expect(screen.getByText('首页内容')).toBeInTheDocument()
      expect(document.getElementById('first-view')).not.toBeNull()
      expect(document.getElementById('app')).toHaveAttribute('inert')
      rerender(
        <StoreProvider value={root}>
          <PageLayout route="home" ready>
            <span>首页内容</span>
          </PageLayout>
        </StoreProvider>,
      )
      expect(document.getElementById('first-view')).toBeNull()
      expect(document.getElementById('app')).not.toHaveAttribute('inert')
    })

    it('goes when training info fails, so the retry can be seen', async () => {
      const { root } = renderWithStores(<PageLayout route="home" ready={false} />, () =>
        envelope(null, 500, '服务器繁忙，请稍后再试', 500),
      )
      expect(document.getElementById('first-view')).not.toBeNull()
      await act(() => root.app.loadTrainInfo())
      expect(document.getElementById('first-view')).toBeNull()
    })
  })

  it('offers a retry when training info fails to load', async () => {
    const { root } = renderWithStores(<PageLayout route="home" />, () =>
      envelope(null, 500, '服务器繁忙，请稍后再试', 500),
    )
    await act(() => root.app.loadTrainInfo())
    expect(screen.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试')
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('sends a visitor on a login-required route to /login with the address asked for', async () => {
    const { root } = renderWithStores(
      <PageLayout route="userOrder">
        <span>订单列表</span>
      </PageLayout>,
      (request) =>
        request.url.includes('checklogin')
          ? envelope(null, 401, '您尚未登录，请登录！', 401)
          : envelope(TRAIN_INFO),
    )
    await act(() => root.app.loadTrainInfo())
    await waitFor(() =>
      expect(replaceWith).toHaveBeenCalledWith('login', {}, { returnurl: '/user/order?p=2' }),
    )
    expect(screen.queryByText('订单列表')).not.toBeInTheDocument()
  })

  it('lets a logged-in learner in after the check answers 200', async () => {
    const { root } = renderWithStores(
      <PageLayout route="userOrder">
        <span>订单列表</span>
      </PageLayout>,
      (request) =>
        request.url.includes('checklogin') ? envelope({ user: { uid: 1 } }) : envelope(TRAIN_INFO),
    )
    await act(() => root.app.loadTrainInfo())
    expect(await screen.findByText('订单列表')).toBeInTheDocument()
    expect(replaceWith).not.toHaveBeenCalled()
  })

  it('does not check login on an open route', async () => {
    const { root, transport } = renderWithStores(<PageLayout route="courseInfo" />, () =>
      envelope(TRAIN_INFO),
    )
    await act(() => root.app.loadTrainInfo())
    expect(transport.requests.some((r) => r.url.includes('checklogin'))).toBe(false)
  })
})
