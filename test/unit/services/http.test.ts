import {
  ApiError,
  GET_CACHE_TTL_MS,
  MEMORY_CACHE_ENTRIES,
  NETWORK_ERROR_MESSAGE,
  createHttp,
  isCacheablePath,
} from '@/services/http'
import type { CacheStorage } from '@/services/response-cache'
import { envelope, fakeTransport } from '../../support/fake-transport'

function memoryCacheStorage(): CacheStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  }
}

describe('the request layer', () => {
  it('resolves with the result when the code is 200', async () => {
    const http = createHttp({ transport: fakeTransport(() => envelope({ id: 7 })) })
    await expect(http.get('/x')).resolves.toEqual({ id: 7 })
  })

  it('rejects with the code and message of any other code', async () => {
    const http = createHttp({
      transport: fakeTransport(() => envelope(null, 300, '参数错误')),
      handlers: { log: jest.fn() },
    })
    const error = await http.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 300, message: '参数错误', path: '/x' })
  })

  it('sends credentials with every call', async () => {
    const transport = fakeTransport(() => envelope(null))
    const http = createHttp({ transport })
    await http.get('/a')
    await http.post('/b', { x: 1 })
    expect(transport.requests.map((r) => r.credentials)).toEqual(['include', 'include'])
  })

  it('form-encodes POST bodies by default', async () => {
    const transport = fakeTransport(() => envelope(null))
    await createHttp({ transport }).post('/new/home/login/codeLogin', {
      mobile: '13800138000',
      code: '123456',
    })
    expect(transport.requests[0].headers['Content-Type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    )
    expect(transport.requests[0].body).toBe('mobile=13800138000&code=123456')
  })

  it('sends JSON when a call asks for it', async () => {
    const transport = fakeTransport(() => envelope(null))
    await createHttp({ transport }).post('/j', { types: [2, 3] }, { json: true })
    expect(transport.requests[0].headers['Content-Type']).toBe('application/json')
    expect(transport.requests[0].body).toBe('{"types":[2,3]}')
  })

  it("marks every request as the app's own with X-Requested-With", async () => {
    const transport = fakeTransport(() => envelope(null))
    const http = createHttp({ transport })
    await http.get('/knew/pc/course/tryActive', { query: { id: 1 } })
    await http.post('/b')
    await http.put('/c', {})
    await http.delete('/d')
    expect(transport.requests.map((r) => r.headers['X-Requested-With'])).toEqual([
      'XMLHttpRequest',
      'XMLHttpRequest',
      'XMLHttpRequest',
      'XMLHttpRequest',
    ])
  })

  it('adds the token header only when a token is given', async () => {
    const transport = fakeTransport(() => envelope(null))
    const tokens: (string | undefined)[] = [undefined, 'abc']
    const http = createHttp({ transport, getToken: () => tokens.shift() })
    await http.post('/a')
    await http.post('/a')
    expect(transport.requests[0].headers.token).toBeUndefined()
    expect(transport.requests[1].headers.token).toBe('abc')
  })

  it('logs a 401 and tells the unauthorized handler, without reporting it', async () => {
    const log = jest.fn()
    const onUnauthorized = jest.fn()
    const reportError = jest.fn()
    const http = createHttp({
      transport: fakeTransport(() => envelope(null, 401, '您尚未登录，请登录！', 401)),
      handlers: { log, onUnauthorized, reportError },
    })
    await expect(http.get('/api/home/checklogin/')).rejects.toMatchObject({ code: 401 })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('401'), undefined)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(reportError).not.toHaveBeenCalled()
  })

  it('logs the network message and reports a gateway time-out', async () => {
    const log = jest.fn()
    const reportError = jest.fn()
    const http = createHttp({
      transport: fakeTransport(() => ({ status: 504, data: '<html>Gateway Time-out</html>' })),
      handlers: { log, reportError },
    })
    await expect(http.get('/slow')).rejects.toMatchObject({
      code: 504,
      message: NETWORK_ERROR_MESSAGE,
    })
    expect(log).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE, { path: '/slow' })
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 504 }))
  })

  it('reports other server failures too, but not refusals or a missing network', async () => {
    const reportError = jest.fn()
    const http = createHttp({
      transport: fakeTransport((request) => {
        if (request.url === '/boom') return envelope(null, 500, '服务器繁忙，请稍后再试', 500)
        if (request.url === '/refused') return envelope(null, 400, '参数错误', 400)
        return Promise.reject(new Error('offline'))
      }),
      handlers: { log: jest.fn(), reportError },
    })
    await http.get('/boom').catch(() => undefined)
    await http.get('/refused').catch(() => undefined)
    await http.get('/offline').catch(() => undefined)
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 500, path: '/boom' }))
  })

  it('turns a failed connection and an unreadable body into errors, not crashes', async () => {
    const offline = createHttp({
      transport: async () => Promise.reject(new TypeError('Failed to fetch')),
    })
    // The learner reads the spec's network message; the browser's words stay underneath.
    await expect(offline.get('/x')).rejects.toMatchObject({
      code: 0,
      message: NETWORK_ERROR_MESSAGE,
      detail: 'Failed to fetch',
    })
    const html = createHttp({
      transport: fakeTransport(() => ({ status: 502, data: 'Bad Gateway' })),
    })
    await expect(html.get('/x')).rejects.toMatchObject({
      code: 502,
      message: NETWORK_ERROR_MESSAGE,
      detail: 'HTTP 502 without an envelope',
    })
  })

  it('applies later-registered handlers', async () => {
    const http = createHttp({
      transport: fakeTransport(() => envelope(null, 401, 'no', 401)),
      handlers: { log: jest.fn() },
    })
    const onUnauthorized = jest.fn()
    http.setHandlers({ log: jest.fn(), onUnauthorized })
    await http.get('/x').catch(() => undefined)
    expect(onUnauthorized).toHaveBeenCalled()
  })
})

describe('the GET cache', () => {
  it('caches only calls that opt in', async () => {
    const transport = fakeTransport(() => envelope('v'))
    const http = createHttp({ transport })
    await http.get('/knew/api/wap/getTrainInfo', { cache: true })
    await http.get('/knew/api/wap/getTrainInfo', { cache: true })
    await http.get('/api/home/checklogin/')
    await http.get('/api/home/checklogin/')
    expect(transport.requests.map((r) => r.url)).toEqual([
      '/knew/api/wap/getTrainInfo',
      '/api/home/checklogin/',
      '/api/home/checklogin/',
    ])
  })

  it.each(['/edu/class/1', '/new/home/qa/list', '/api/v1/subjects'])(
    'never caches %s',
    async (path) => {
      expect(isCacheablePath(path)).toBe(false)
      const transport = fakeTransport(() => envelope('v'))
      const http = createHttp({ transport })
      await http.get(path, { cache: true })
      await http.get(path, { cache: true })
      expect(transport.requests).toHaveLength(2)
    },
  )

  it('keeps an answer for 15 minutes (900000 ms)', async () => {
    expect(GET_CACHE_TTL_MS).toBe(900000)
    let now = 1_000_000
    const transport = fakeTransport(() => envelope(now))
    const http = createHttp({ transport, now: () => now })
    await http.get('/c', { cache: true })
    now += GET_CACHE_TTL_MS - 1
    await http.get('/c', { cache: true })
    expect(transport.requests).toHaveLength(1)
    now += 1
    await http.get('/c', { cache: true })
    expect(transport.requests).toHaveLength(2)
  })

  it('keys the cache by query', async () => {
    const transport = fakeTransport((r) => envelope(r.url))
    const http = createHttp({ transport })
    await expect(http.get('/q', { cache: true, query: { p: 1 } })).resolves.toBe('/q?p=1')
    await expect(http.get('/q', { cache: true, query: { p: 2 } })).resolves.toBe('/q?p=2')
    expect(transport.requests).toHaveLength(2)
  })

  it('holds at most 100 entries in memory, dropping the least recently used', async () => {
    expect(MEMORY_CACHE_ENTRIES).toBe(100)
    const transport = fakeTransport(() => envelope('v'))
    const http = createHttp({ transport })
    for (let i = 0; i <= MEMORY_CACHE_ENTRIES; i += 1) await http.get(`/e/${i}`, { cache: true })
    await http.get(`/e/${MEMORY_CACHE_ENTRIES}`, { cache: true })
    expect(transport.requests).toHaveLength(101)
    await http.get('/e/0', { cache: true })
    expect(transport.requests).toHaveLength(102)
  })

  it('survives a reload through the storage, and clearCache empties both levels', async () => {
    const storage = memoryCacheStorage()
    const first = fakeTransport(() => envelope('stored'))
    await createHttp({ transport: first, storage }).get('/s', { cache: true })
    const second = fakeTransport(() => envelope('fresh'))
    const reloaded = createHttp({ transport: second, storage })
    await expect(reloaded.get('/s', { cache: true })).resolves.toBe('stored')
    expect(second.requests).toHaveLength(0)
    reloaded.clearCache()
    expect(storage.data.size).toBe(0)
    await expect(reloaded.get('/s', { cache: true })).resolves.toBe('fresh')
  })

  it('does not store an answer that was requested before the cache was cleared', async () => {
    let release: (value: unknown) => void = () => undefined
    const transport = fakeTransport(() =>
      transport.requests.length > 1
        ? envelope('new user')
        : new Promise((resolve) => (release = resolve)).then(() => envelope('old user')),
    )
    const http = createHttp({ transport })
    const pending = http.get('/u', { cache: true })
    http.clearCache()
    release(undefined)
    await expect(pending).resolves.toBe('old user')
    await expect(http.get('/u', { cache: true })).resolves.toBe('new user')
    expect(transport.requests).toHaveLength(2)
  })

  it('shares one request between identical GETs in flight', async () => {
    const transport = fakeTransport(() => envelope('once'))
    const http = createHttp({ transport })
    const [a, b] = await Promise.all([http.get('/d'), http.get('/d')])
    expect([a, b]).toEqual(['once', 'once'])
    expect(transport.requests).toHaveLength(1)
  })
})

describe('boot data (answers written into index.html)', () => {
  it('answers the first GET of a preloaded URL without the network, then asks the server', async () => {
    const transport = fakeTransport(() => envelope({ from: 'server' }))
    const preloaded = new Map<string, unknown>([['/knew/Pc/course/getCourse', { from: 'page' }]])
    const http = createHttp({ transport, preloaded })
    expect(await http.get('/knew/Pc/course/getCourse')).toEqual({ from: 'page' })
    expect(transport.requests).toHaveLength(0)
    expect(await http.get('/knew/Pc/course/getCourse')).toEqual({ from: 'server' })
    expect(transport.requests).toHaveLength(1)
  })

  it('matches the whole URL, query included', async () => {
    const transport = fakeTransport(() => envelope('server'))
    const preloaded = new Map<string, unknown>([['/x?a=1', 'page']])
    const http = createHttp({ transport, preloaded })
    expect(await http.get('/x', { query: { a: 2 } })).toBe('server')
    expect(await http.get('/x', { query: { a: 1 } })).toBe('page')
  })
})
