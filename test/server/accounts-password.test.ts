import type { FastifyInstance } from 'fastify'
import { LOGIN_LIMITS } from '../../server/src/services/login-throttle'
import { freshMobile, lastCode, postForm, sessionCookieOf } from './accounts-helpers'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe.each(DATABASE_KINDS)('passwords, registration and reset on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    // A cheaper scrypt cost keeps twenty guesses quick; passwords.test.ts checks the real one.
    app = await buildTestApp(database, { SCRYPT_N: '16384' })
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const register = (mobile: string, password = 'study_2027', password2 = password) =>
    postForm(app, '/knew/home/login/mregister', { mobile, password, password2 })
  const login = (username: string, password: string, ip = '198.51.100.1') =>
    app.inject({
      method: 'POST',
      url: '/knew/home/login/mLogin',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    })

  it('registers by mobile and password, stores an scrypt hash, and logs in', async () => {
    const mobile = freshMobile()
    const response = await register(mobile)
    expect(response.json()).toMatchObject({
      code: 200,
      message: '注册成功',
      result: { user: { mobile } },
    })
    const row = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(row.password_hash).not.toContain('study_2027')
    expect((await login(mobile, 'study_2027')).json()).toMatchObject({
      code: 200,
      message: '登录成功！',
    })
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const mobile = freshMobile()
    await register(mobile)
    const wrong = await login(mobile, 'wrong_pass1', '198.51.100.2')
    const unknown = await login('13999999999', 'wrong_pass1', '198.51.100.3')
    expect(wrong.json()).toEqual({ code: 400, message: '账号或密码错误', result: null })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('locks an account name after 5 failures, whether it exists or not', async () => {
    const mobile = freshMobile()
    await register(mobile)
    for (const account of [mobile, '13988888888']) {
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1)
        await login(account, 'bad_guess_1', `198.51.100.${10 + i}`)
      const locked = await login(account, 'study_2027', '198.51.100.99')
      expect(locked.statusCode).toBe(429)
      expect(locked.json().message).toBe('登录失败次数过多，请15分钟后再试')
    }
  })

  it('locks an IP that guesses across many accounts', async () => {
    const ip = '198.51.100.200'
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) await login(`guess${i}`, 'bad_guess_1', ip)
    expect((await login('someone', 'bad_guess_1', ip)).statusCode).toBe(429)
  })

  it('refuses to register a number twice, and a bad password format', async () => {
    const mobile = freshMobile()
    await register(mobile)
    expect((await register(mobile)).json()).toEqual({
      code: 409,
      message: '该手机号已注册，请直接登录',
      result: null,
    })
    expect((await register(freshMobile(), 'short')).json().message).toBe(
      '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
    )
    expect((await register(freshMobile(), 'study_2027', 'study_2028')).json().message).toBe(
      '两次密码不一致',
    )
  })

  it('registers by SMS code and logs the learner in', async () => {
    const mobile = freshMobile()
    expect((await postForm(app, '/knew/Home/User/sendRegisterCode', { mobile })).json().code).toBe(
      200,
    )
    const response = await postForm(app, '/knew/Home/User/mRegister', {
      mobile,
      code: await lastCode(app, mobile),
    })
    expect(response.json()).toMatchObject({ code: 200, result: { user: { mobile } } })
    const check = await app.inject({
      url: '/api/home/checklogin/',
      headers: { cookie: sessionCookieOf(response) },
    })
    expect(check.json().code).toBe(200)
    expect((await postForm(app, '/knew/Home/User/sendRegisterCode', { mobile })).json().code).toBe(
      409,
    )
  })

  it('resets a forgotten password by SMS code and ends the old sessions', async () => {
    const mobile = freshMobile()
    const session = sessionCookieOf(await register(mobile))
    expect(
      (await postForm(app, '/knew/Home/User/sendMsgForChangePw', { mobile })).json().code,
    ).toBe(200)
    const reset = await postForm(app, '/knew/Home/User/resetPw', {
      mobile,
      code: await lastCode(app, mobile),
      password: 'new_pass_99',
      password2: 'new_pass_99',
    })
    expect(reset.json()).toEqual({ code: 200, message: '密码已重置，请重新登录', result: null })
    expect(
      (await app.inject({ url: '/api/home/checklogin/', headers: { cookie: session } })).json()
        .code,
    ).toBe(401)
    expect((await login(mobile, 'new_pass_99', '198.51.100.50')).json().code).toBe(200)
    expect((await login(mobile, 'study_2027', '198.51.100.51')).json().code).toBe(400)
  })

  it('answers a reset request for an unknown number like any other, without sending', async () => {
    const mobile = freshMobile()
    const response = await postForm(app, '/knew/Home/User/sendMsgForChangePw', { mobile })
    expect(response.json()).toEqual({ code: 200, message: '验证码已发送', result: null })
    expect((await app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` })).json().code).toBe(
      404,
    )
  })

  it('logs out on the server', async () => {
    const session = sessionCookieOf(await register(freshMobile()))
    const out = await app.inject({
      method: 'POST',
      url: '/knew/home/user/logout',
      headers: { cookie: session },
    })
    expect(out.json()).toEqual({ code: 200, message: '已退出登录', result: null })
    expect(
      (await app.inject({ url: '/api/home/checklogin/', headers: { cookie: session } })).json()
        .code,
    ).toBe(401)
  })
})
