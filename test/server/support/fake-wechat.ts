import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** What the fake answers a call with instead of a credential: WeChat's errcode and errmsg. */
export interface WechatError {
  errcode: number
  errmsg: string
}

/** The openid the fake gives the mini-program for a wx.login code: o and 27 characters. */
export const fakeMiniOpenid = (code: string) => `oMini${code}`.padEnd(28, '_').slice(0, 28)

/**
 * A stand-in for api.weixin.qq.com on loopback (cgi-bin/token, cgi-bin/ticket/getticket and
 * sns/jscode2session): it hands out ACCESS_TOKEN_1, 2… and TICKET_1, 2…, and fakeMiniOpenid of
 * each code, counts the calls and keeps the queries of jscode2session, answers after
 * `options.delayMs` (so that concurrent requests meet), and refuses the next calls queued in
 * `failures`. A ticket asked with any but the newest token is refused (40001), as WeChat does.
 */
export async function startFakeWechat() {
  const tokens: string[] = []
  const tickets: string[] = []
  const failures: { token: WechatError[]; ticket: WechatError[]; miniSession: WechatError[] } = {
    token: [],
    ticket: [],
    miniSession: [],
  }
  const calls = { token: 0, ticket: 0 }
  const miniSessions: Record<string, string>[] = []
  const options = { delayMs: 100 }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    void (async () => {
      await sleep(options.delayMs)
      let body: object
      if (url.pathname === '/cgi-bin/token') {
        calls.token += 1
        const failure = failures.token.shift()
        if (failure) body = failure
        else {
          tokens.push(`ACCESS_TOKEN_${tokens.length + 1}`)
          body = { access_token: tokens.at(-1), expires_in: 7200 }
        }
      } else if (url.pathname === '/cgi-bin/ticket/getticket') {
        calls.ticket += 1
        const failure = failures.ticket.shift()
        if (failure) body = failure
        else if (url.searchParams.get('access_token') !== tokens.at(-1)) {
          body = { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' }
        } else {
          tickets.push(`TICKET_${tickets.length + 1}`)
          body = { errcode: 0, errmsg: 'ok', ticket: tickets.at(-1), expires_in: 7200 }
        }
      } else if (url.pathname === '/sns/jscode2session') {
        miniSessions.push(Object.fromEntries(url.searchParams))
        const code = url.searchParams.get('js_code') ?? ''
        body = failures.miniSession.shift() ?? {
          openid: fakeMiniOpenid(code),
          session_key: 'tiihtNczf5v6AKRyjwEUhQ==',
        }
      } else {
        body = { errcode: 404, errmsg: 'not found' }
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    tokens,
    tickets,
    failures,
    calls,
    miniSessions,
    options,
    /** The server's environment for an official account at this fake. */
    env: {
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APPID: 'wx520c15f417810387',
      WECHAT_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_API_BASE: `http://127.0.0.1:${port}`,
    },
    /** The mini-program's AppID and AppSecret, to add to env. */
    miniEnv: {
      WECHAT_MINI_APPID: 'wx3b9c2d4e5f6a7b8c',
      WECHAT_MINI_SECRET: 'fedcba9876543210fedcba9876543210',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeWechat = Awaited<ReturnType<typeof startFakeWechat>>
