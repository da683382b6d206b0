import { SMS_RULES } from '@server/services/sms-codes'
import { freshMobile } from '@test/server/support/learners'
import { ageSmsSends, lastCode, sessionCookieOf } from '@test/server/support/sms'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /new/home/login/codeLogin', (server) => {
  const sendLoginCode = async (mobile: string) => {
    await server.post('/new/home/login/sendCode', { mobile })
    return lastCode(server.app, mobile)
  }
  const codeLogin = (mobile: string, code: string, headers: Record<string, string> = {}) =>
    server.postForm('/new/home/login/codeLogin', { mobile, code }, headers)

  it('logs in with the code sent, starting a session', async () => {
    const mobile = freshMobile()
    const login = await codeLogin(mobile, await sendLoginCode(mobile))
    expect(login.json()).toMatchObject({
      code: 200,
      message: '登录成功！',
      result: { user: { mobile } },
    })
    const check = await server.get('/api/home/checklogin/', sessionCookieOf(login))
    expect(check.result.user.mobile).toBe(mobile)
  })

  it('refuses a code used twice', async () => {
    const mobile = freshMobile()
    const code = await sendLoginCode(mobile)
    expect((await codeLogin(mobile, code)).json().code).toBe(200)
    const again = await codeLogin(mobile, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('验证码已失效，请重新获取')
  })

  it('kills a code after 5 wrong tries, even for the right code after', async () => {
    const mobile = freshMobile()
    const code = await sendLoginCode(mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers: string[] = []
    for (let i = 0; i < SMS_RULES.maxWrongTries + 1; i += 1) {
      answers.push((await codeLogin(mobile, wrong)).json().message)
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('验证码错误，请重新输入'))
    expect(answers[4]).toBe('验证码错误次数过多，请重新获取')
    expect(answers[5]).toBe('验证码已失效，请重新获取')
    expect((await codeLogin(mobile, code)).json().code).toBe(400)
  })

  it('refuses an expired code', async () => {
    const mobile = freshMobile()
    const code = await sendLoginCode(mobile)
    await server.app.db
      .updateTable('sms_codes')
      .set({ expires_at: Date.now() - 1000 })
      .where('mobile', '=', mobile)
      .execute()
    expect((await codeLogin(mobile, code)).json()).toEqual({
      code: 400,
      message: '验证码已失效，请重新获取',
      result: null,
    })
  })

  it('refuses a code sent for another purpose', async () => {
    const mobile = freshMobile()
    await server.post('/knew/Home/User/sendRegisterCode', { mobile })
    const code = await lastCode(server.app, mobile)
    expect((await codeLogin(mobile, code)).json().code).toBe(400)
  })

  it('gives a new session id at every login', async () => {
    const mobile = freshMobile()
    const first = sessionCookieOf(await codeLogin(mobile, await sendLoginCode(mobile)))
    await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
    const second = await codeLogin(mobile, await sendLoginCode(mobile), { cookie: first })
    expect(sessionCookieOf(second)).not.toBe(first)
    expect((await server.get('/api/home/checklogin/', first)).code).toBe(401)
  })

  it('refuses wrongly typed fields in words', async () => {
    const json = await server.inject({
      method: 'POST',
      url: '/new/home/login/codeLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: ['13800000000'], code: { a: 1 } }),
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toBe('参数错误：body.code 应为文本')
  })
})
