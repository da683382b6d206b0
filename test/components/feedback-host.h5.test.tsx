import type * as RtlPure from '@testing-library/react/pure'
import type { FeedbackHost as FeedbackHostComponent } from '@/components/feedback-host'
import type * as NotifyService from '@/services/notify'

// The H5 build resolves services/feedback-ui to feedback-ui.h5.ts (toast and dialog loaded
// with the first message); jest resolves the plain module, so the H5 one is put in its place.
jest.mock('@/services/feedback-ui', () => jest.requireActual('@/services/feedback-ui.h5'))

type Modules = {
  rtl: typeof RtlPure
  FeedbackHost: typeof FeedbackHostComponent
  notify: typeof NotifyService
}

/**
 * A fresh copy of the loader per test (its loaded/mounted state lives as long as the page),
 * with React and Testing Library from the same fresh registry so that hooks find one React.
 */
let current: Modules | undefined

function freshModules(): Modules {
  jest.resetModules()
  current = {
    rtl: require('@testing-library/react/pure'),
    FeedbackHost: require('@/components/feedback-host').FeedbackHost,
    notify: require('@/services/notify'),
  }
  return current
}

afterEach(() => current?.rtl.cleanup())

// Each test loads NutUI's Toast and Dialog afresh, as a page load does; with every jest worker
// busy the first load (and its transform) takes longer than findBy's default second.
const LOADED = { timeout: 15_000 }

describe('H5: the toast and dialog load with the first message (services/feedback-ui.h5)', () => {
  it('mounts nothing before a message, then shows the first message once loaded', async () => {
    const { rtl, FeedbackHost, notify } = freshModules()
    const { render, screen } = rtl
    const { container } = render(<FeedbackHost />)
    expect(container).toBeEmptyDOMElement()

    notify.toast('验证码已发送', 'success')
    expect(await screen.findByText('验证码已发送', {}, LOADED)).toBeInTheDocument()
  })

  it('keeps a loading toast hidden when the hide came before the toast had loaded', async () => {
    const { rtl, FeedbackHost, notify } = freshModules()
    const { render, screen } = rtl
    render(<FeedbackHost />)

    // A page's data came before the toast UI did (the course page's 数据加载中).
    notify.toast('数据加载中', 'loading')
    notify.hideToast()
    void notify.alert({ title: '提示', content: '已加载', confirmText: '知道啦~' })
    expect(await screen.findByText('已加载', {}, LOADED)).toBeInTheDocument()
    expect(screen.queryByText('数据加载中')).not.toBeInTheDocument()
  })

  it('shows every message sent while loading, and later ones', async () => {
    const { rtl, FeedbackHost, notify } = freshModules()
    const { render, screen } = rtl
    render(<FeedbackHost />)

    const closed = notify.alert({ title: '提示', content: '请先登录', confirmText: '知道啦~' })
    notify.toast('网络不给力', 'fail')
    expect(await screen.findByText('请先登录', {}, LOADED)).toBeInTheDocument()
    expect(await screen.findByText('网络不给力', {}, LOADED)).toBeInTheDocument()

    screen.getByText('知道啦~').click()
    await closed
    notify.toast('保存成功', 'success')
    expect(await screen.findByText('保存成功', {}, LOADED)).toBeInTheDocument()
  })

  it('keeps a message sent before any page mounted its host until one does', async () => {
    const { rtl, FeedbackHost, notify } = freshModules()
    const { render, screen } = rtl
    notify.toast('登录成功！', 'success')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('登录成功！')).not.toBeInTheDocument()

    render(<FeedbackHost />)
    expect(await screen.findByText('登录成功！', {}, LOADED)).toBeInTheDocument()
  })
})
