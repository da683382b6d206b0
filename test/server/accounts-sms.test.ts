import type { FastifyInstance } from 'fastify'
import { SMS_RULES } from '../../server/src/services/sms-codes'
import { ageSmsSends, freshMobile, lastCode, postForm, sessionCookieOf } from './accounts-helpers'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe.each(DATABASE_KINDS)('SMS codes and code login on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database)
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const sendLoginCode = (mobile: string, headers: Record<string, string> = {}) =>
    postForm(app, '/new/home/login/sendCode', { mobile }, headers)
  const codeLogin = (mobile: string, code: string) =>
    postForm(app, '/new/home/login/codeLogin', { mobile, code })

  it('sends a 6-digit code, stores only its hash, and logs in with it', async () => {
    const mobile = freshMobile()
    expect((await sendLoginCode(mobile)).json()).toEqual({
      code: 200,
      message: '验证码已发送',
      result: null,
    })
    const code = await lastCode(app, mobile)
    expect(code).toMatch(/^\d{6}$/)
    const stored = await app.db
      .selectFrom('sms_codes')
      .select('code_hash')
      .where('mobile', '=', mobile)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0].code_hash).not.toContain(code)
    const login = await codeLogin(mobile, code)
    expect(login.json()).toMatchObject({
      code: 200,
      message: '登录成功！',
      result: { user: { mobile } },
    })
    const check = await app.inject({
      url: '/api/home/checklogin/',
      headers: { cookie: sessionCookieOf(login) },
    })
    expect(check.json().result.user.mobile).toBe(mobile)
  })

  it('refuses a code used twice', async () => {
    const mobile = freshMobile()
    await sendLoginCode(mobile)
    const code = await lastCode(app, mobile)
    expect((await codeLogin(mobile, code)).json().code).toBe(200)
    const again = await codeLogin(mobile, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('验证码已失效，请重新获取')
  })

  it('kills a code after 5 wrong tries, even for the right code after', async () => {
    const mobile = freshMobile()
    await sendLoginCode(mobile)
    const code = await lastCode(app, mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers: string[] = []
    for (let i = 0; i < SMS_RULES.maxWrongTries + 1; i += 1)
      answers.push((await codeLogin(mobile, wrong)).json().message)
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('验证码错误，请重新输入'))
    expect(answers[4]).toBe('验证码错误次数过多，请重新获取')
    expect(answers[5]).toBe('验证码已失效，请重新获取')
    expect((await codeLogin(mobile, code)).json().code).toBe(400)
  })

  it('refuses an expired code', async () => {
    const mobile = freshMobile()
    await sendLoginCode(mobile)
    const code = await lastCode(app, mobile)
    await app.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
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
    await postForm(app, '/knew/Home/User/sendRegisterCode', { mobile })
    const code = await lastCode(app, mobile)
    expect((await codeLogin(mobile, code)).json().code).toBe(400)
  })

  it('refuses a resend inside 120 s, then allows it', async () => {
    const mobile = freshMobile()
    await sendLoginCode(mobile)
    const again = await sendLoginCode(mobile)
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toMatch(/^验证码已发送，请1[12]\d秒后再获取$/)
    await ageSmsSends(app, mobile, SMS_RULES.resendSeconds)
    expect((await sendLoginCode(mobile)).json().code).toBe(200)
  })

  it('allows 5 sends an hour and 10 a day per number', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 5; i += 1) {
      expect((await sendLoginCode(mobile)).json().code).toBe(200)
      await ageSmsSends(app, mobile, SMS_RULES.resendSeconds)
    }
    expect((await sendLoginCode(mobile)).json().message).toBe('获取验证码过于频繁，请1小时后再试')
    await ageSmsSends(app, mobile, 3600)
    for (let i = 0; i < 5; i += 1) {
      expect((await sendLoginCode(mobile)).json().code).toBe(200)
      await ageSmsSends(app, mobile, SMS_RULES.resendSeconds)
    }
    await ageSmsSends(app, mobile, 3600)
    expect((await sendLoginCode(mobile)).json().message).toBe(
      '今日获取验证码次数已达上限，请明天再试',
    )
  })

  it('limits sends per IP', async () => {
    const headers = { 'x-test-ip': 'unused' }
    const ip = '203.0.113.9'
    for (let i = 0; i < SMS_RULES.perIpPerHour; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/new/home/login/sendCode',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `mobile=${freshMobile()}`,
      })
      expect(response.json().code).toBe(200)
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/new/home/login/sendCode',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `mobile=${freshMobile()}`,
    })
    expect(refused.json()).toEqual({ code: 429, message: '请求过于频繁，请稍后再试', result: null })
  })

  it('gives a new session id at every login', async () => {
    const mobile = freshMobile()
    await sendLoginCode(mobile)
    const first = sessionCookieOf(await codeLogin(mobile, await lastCode(app, mobile)))
    await ageSmsSends(app, mobile, SMS_RULES.resendSeconds)
    await sendLoginCode(mobile)
    const second = await app.inject({
      method: 'POST',
      url: '/new/home/login/codeLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: first },
      payload: new URLSearchParams({ mobile, code: await lastCode(app, mobile) }).toString(),
    })
    expect(sessionCookieOf(second)).not.toBe(first)
    const old = await app.inject({ url: '/api/home/checklogin/', headers: { cookie: first } })
    expect(old.json().code).toBe(401)
  })

  it.each([
    [{ mobile: '' }, '请填写手机号码'],
    [{ mobile: '12345678901' }, '请填写正确的手机号码'],
  ])('validates the number %j', async (fields, message) => {
    expect((await postForm(app, '/new/home/login/sendCode', fields)).json()).toEqual({
      code: 400,
      message,
      result: null,
    })
  })

  it('rejects missing, over-long and wrongly typed fields without changing anything', async () => {
    const before = await app.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const missing = await postForm(app, '/new/home/login/sendCode', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('参数错误：缺少 body.mobile')
    const long = await postForm(app, '/new/home/login/sendCode', { mobile: '1'.repeat(5000) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('参数错误：body.mobile 最多11个字符')
    const json = await app.inject({
      method: 'POST',
      url: '/new/home/login/codeLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: ['13800000000'], code: { a: 1 } }),
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toBe('参数错误：body.code 应为文本')
    const huge = await postForm(app, '/new/home/login/sendCode', {
      mobile: '13800000000',
      pad: 'x'.repeat(70 * 1024),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().result).toBeNull()
    const after = await app.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it("refuses another site's Origin and Referer on state-changing calls", async () => {
    const mobile = freshMobile()
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ]
    for (const headers of crossSite) {
      const response = await sendLoginCode(mobile, headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ code: 403, message: '非法的请求来源', result: null })
    }
    expect((await sendLoginCode(mobile, { origin: 'http://localhost:80' })).json().code).toBe(200)
  })
})
