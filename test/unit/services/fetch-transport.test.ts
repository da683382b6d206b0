import { fetchTransport } from '@/services/fetch-transport'

describe('the H5 fetch transport', () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })

  function answer(status: number, text: string) {
    const fetchMock = jest.fn(async () => ({ status, text: async () => text }))
    global.fetch = fetchMock as unknown as typeof fetch
    return fetchMock
  }

  it('sends the method, headers, body and credentials, and parses the JSON answer', async () => {
    const fetchMock = answer(200, '{"code":200,"message":"ok","result":[1]}')
    const response = await fetchTransport({
      method: 'POST',
      url: '/knew/home/User/info',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'key=nickname&value=%E5%B0%8F%E6%9E%97',
      credentials: 'include',
    })
    expect(fetchMock).toHaveBeenCalledWith('/knew/home/User/info', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'key=nickname&value=%E5%B0%8F%E6%9E%97',
      credentials: 'include',
    })
    expect(response).toEqual({ status: 200, data: { code: 200, message: 'ok', result: [1] } })
  })

  it('answers a body that is not JSON as text, and an empty body as nothing', async () => {
    answer(504, 'Gateway Timeout')
    const request = { method: 'GET', url: '/x', headers: {}, credentials: 'include' } as const
    expect(await fetchTransport(request)).toEqual({ status: 504, data: 'Gateway Timeout' })
    answer(204, '')
    expect(await fetchTransport(request)).toEqual({ status: 204, data: undefined })
  })

  it('rejects when the network fails, as Taro.request does', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(
      fetchTransport({ method: 'GET', url: '/x', headers: {}, credentials: 'include' }),
    ).rejects.toThrow('Failed to fetch')
  })
})
