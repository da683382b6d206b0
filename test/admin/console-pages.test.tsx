import { act, fireEvent, render, screen } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { ConsoleRoutes } from '../../admin/src/routes'
import { SessionProvider } from '../../admin/src/session'

type Answer = { code: number; message: string; result: unknown }

/** The console's API, answered by path: each call's answer, or a 404. */
function serve(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { method: string; path: string; body: unknown }[] = []
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = url.replace('/admin/api', '')
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method, path, body })
    const found = answers[`${method} ${path}`]
    const value = typeof found === 'function' ? found(body) : found
    const envelope = value ?? { code: 404, message: `接口不存在：${method} ${path}`, result: null }
    return { status: envelope.code, json: async () => envelope } as Response
  }) as unknown as typeof fetch
  return calls
}

function openConsole(path: string) {
  window.history.pushState({}, '', path)
  return render(
    <AntApp>
      <SessionProvider>
        <ConsoleRoutes />
      </SessionProvider>
    </AntApp>,
  )
}

const refused = { code: 401, message: '请先登录管理后台', result: null }

describe("the console's pages", () => {
  it('asks for a login first, says why a login is refused, and opens the page asked for', async () => {
    const calls = serve({
      'GET /me': refused,
      'POST /login': (body) =>
        (body as { password: string }).password === 'Right12345'
          ? { code: 200, message: '', result: { id: 1, username: 'boss', role: 'admin' } }
          : { code: 400, message: '账号或密码错误', result: null },
      'GET /staff': {
        code: 200,
        message: '',
        result: [{ id: 1, username: 'boss', role: 'admin' }],
      },
    })
    openConsole('/admin/staff')
    const username = await screen.findByLabelText('用户名')
    fireEvent.change(username, { target: { value: 'boss' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Wrong12345' } })
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误')

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Right12345' } })
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
    expect(await screen.findByRole('heading', { name: '员工账号' })).toBeInTheDocument()
    expect(await screen.findByText('管理员')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/admin/staff')
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(2)
  })

  it('shows a content editor only their menu, and refuses staff management', async () => {
    serve({
      'GET /me': { code: 200, message: '', result: { id: 2, username: 'li', role: 'content' } },
    })
    openConsole('/admin/')
    expect(
      await screen.findByText('当前角色：教务。左侧菜单只列出该角色可用的功能。'),
    ).toBeInTheDocument()
    expect(screen.getAllByText('工作台').length).toBeGreaterThan(0)
    expect(screen.getAllByText('题库导入').length).toBeGreaterThan(0)
    expect(screen.queryByText('员工账号')).not.toBeInTheDocument()
    expect(screen.queryByText('操作日志')).not.toBeInTheDocument()

    await act(async () => {
      window.history.pushState({}, '', '/admin/staff')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(await screen.findByText('当前账号没有权限访问此页面')).toBeInTheDocument()
  })
})
