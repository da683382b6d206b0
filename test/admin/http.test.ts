import { ApiError, call, onUnauthorised, query } from '../../admin/src/services/http'

/** What fetch resolves to, as far as the request layer reads it (jsdom has no Response). */
function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return { status, json: async () => JSON.parse(text) as unknown } as Response
}

describe("the console's request layer", () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
  beforeEach(() => {
    fetchMock.mockReset()
    global.fetch = fetchMock as unknown as typeof fetch
    onUnauthorised(undefined)
  })

  it('posts JSON to /admin/api with the same-origin marker and returns the result', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 200, message: '', result: { id: 3 } }))
    await expect(call('POST', '/staff', { username: 'li' })).resolves.toEqual({ id: 3 })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/admin/api/staff')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    })
    expect(init.body).toBe('{"username":"li"}')
  })

  it('throws the server’s message and code, and tells the app when the session has ended', async () => {
    const ended = jest.fn()
    onUnauthorised(ended)
    fetchMock.mockResolvedValueOnce(
      answer(403, { code: 403, message: '当前账号没有权限执行此操作', result: null }),
    )
    await expect(call('GET', '/staff')).rejects.toEqual(
      new ApiError(403, '当前账号没有权限执行此操作'),
    )
    expect(ended).not.toHaveBeenCalled()
    fetchMock.mockResolvedValueOnce(
      answer(401, { code: 401, message: '请先登录管理后台', result: null }),
    )
    await expect(call('GET', '/staff')).rejects.toMatchObject({ code: 401 })
    expect(ended).toHaveBeenCalledTimes(1)
  })

  it('says what went wrong when the network fails or the answer is no envelope', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(call('GET', '/me')).rejects.toMatchObject({
      message: '网络异常，请检查网络后重试',
    })
    fetchMock.mockResolvedValueOnce(answer(502, '<html>Bad Gateway</html>'))
    await expect(call('GET', '/me')).rejects.toMatchObject({
      code: 502,
      message: '服务器异常（502），请稍后再试',
    })
  })

  it('writes only the values that are set into a query string', () => {
    expect(query({ actor: 'li', action: '', page: 2, from: undefined })).toBe('?actor=li&page=2')
    expect(query({})).toBe('')
  })
})
