import { createHttp, type TransportRequest, type TransportResponse } from '@/services/http'
import { keepingSessionToken, sessionFromHeaders } from '@/services/session-token'
import { createMemoryStorage } from '@/services/storage'

const envelope = (result: unknown) => ({ code: 200, message: '', result })

describe('the mini-program session kept from Set-Cookie', () => {
  it.each([
    [{ 'Set-Cookie': 'sid=abc123; Path=/; HttpOnly; SameSite=Lax' }, 'abc123'],
    [{ 'set-cookie': 'other=1; Path=/, sid=s%3Ax; Path=/' }, 's:x'],
    [{ 'Set-Cookie': 'sid=; Max-Age=0; Path=/' }, ''],
    [{ 'Set-Cookie': 'lastsid=1; Path=/' }, null],
    [{ 'Content-Type': 'application/json' }, null],
    [undefined, null],
  ])('reads %j as %j', (headers, expected) => {
    expect(sessionFromHeaders(headers)).toBe(expected)
  })

  it('sends the session a login set in the token header, and forgets it at logout', async () => {
    const sent: TransportRequest[] = []
    const answers: TransportResponse[] = [
      { status: 200, data: envelope(null), headers: { 'Set-Cookie': 'sid=s1; Path=/; HttpOnly' } },
      { status: 200, data: envelope({ nickname: '小李' }) },
      { status: 200, data: envelope(null), headers: { 'Set-Cookie': 'sid=; Max-Age=0; Path=/' } },
      { status: 200, data: envelope(null) },
    ]
    const storage = createMemoryStorage()
    const session = keepingSessionToken(async (request) => {
      sent.push(request)
      return answers.shift() as TransportResponse
    }, storage)
    const http = createHttp({ transport: session.transport, getToken: session.token })

    await http.post('/new/home/login', { mobile: '13800000000' })
    await http.get('/new/home/user/info')
    await http.post('/new/home/logout')
    await http.get('/new/home/user/info')

    expect(sent.map((request) => request.headers.token)).toEqual([undefined, 's1', 's1', undefined])
    expect(storage.get('sessionToken')).toBeNull()
  })
})
