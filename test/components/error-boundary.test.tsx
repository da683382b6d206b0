import { render, screen } from '@testing-library/react'
import { ErrorBoundary } from '@/components/error-boundary'

function Broken(): never {
  throw new Error('lessonLists is undefined')
}

describe('the app’s error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => jest.mocked(console.error).mockRestore())

  it('shows a page that says so, with reload and home, and reports the render error', () => {
    document.body.innerHTML = '<div id="first-view">首屏</div><div id="app" inert></div>'
    const onError = jest.fn()
    render(
      <ErrorBoundary onError={onError}>
        <Broken />
      </ErrorBoundary>,
      { container: document.getElementById('app') as HTMLElement },
    )
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了')
    expect(screen.getByText('重新加载')).toBeInTheDocument()
    expect(screen.getByText('返回首页')).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'lessonLists is undefined' }),
      expect.anything(),
    )
    // The server's first view goes, so the page is seen, and the app can be used.
    expect(document.getElementById('first-view')).toBeNull()
    expect(document.getElementById('app')).not.toHaveAttribute('inert')
  })

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary onError={jest.fn()}>
        <span>课程目录</span>
      </ErrorBoundary>,
    )
    expect(screen.getByText('课程目录')).toBeInTheDocument()
  })
})
