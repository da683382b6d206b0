import { freshMobile } from '@test/server/support/learners'
import { lastCode, registerByPassword } from '@test/server/support/sms'
import { TEST_SCRYPT_N, describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/home/login/mregister', (server) => {
  const register = (fields: Record<string, string>) =>
    server.postForm('/knew/home/login/mregister', {
      password: 'study_2027',
      password2: 'study_2027',
      ...fields,
    })
  const userRow = (mobile: string) =>
    server.app.db
      .selectFrom('users')
      .select(['password_hash', 'mobile_proven_at'])
      .where('mobile', '=', mobile)
      .executeTakeFirst()

  it('registers by mobile, SMS code and password, stores an scrypt hash, and logs in', async () => {
    const mobile = freshMobile()
    expect((await registerByPassword(server, mobile)).json()).toMatchObject({
      code: 200,
      message: '注册成功',
      result: { user: { mobile } },
    })
    const row = await userRow(mobile)
    expect(row?.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_N}\\$8\\$1\\$`))
    expect(row?.password_hash).not.toContain('study_2027')
    // The code proved the number.
    expect(row?.mobile_proven_at).toEqual(expect.any(Number))
    const login = await server.post('/knew/home/login/mLogin', {
      username: mobile,
      password: 'study_2027',
    })
    expect(login).toMatchObject({ code: 200, message: '登录成功！' })
  })

  it("refuses without the number's register code: nobody registers another person's number", async () => {
    const mobile = freshMobile()
    expect((await register({ mobile })).json()).toEqual({
      code: 400,
      message: '请填写验证码',
      result: null,
    })
    expect((await register({ mobile, code: '' })).json().message).toBe('请填写验证码')
    // No code was ever sent to the number.
    const unsent = (await register({ mobile, code: '123456' })).json()
    expect(unsent).toMatchObject({ code: 400, message: expect.stringContaining('验证码错误') })
    // A code was sent, but not this one; nor a login code in its place.
    await server.post('/knew/Home/User/sendRegisterCode', { mobile })
    const right = await lastCode(server.app, mobile)
    const wrong = right === '000000' ? '000001' : '000000'
    expect((await register({ mobile, code: wrong })).json()).toEqual({
      code: 400,
      message: '验证码错误，请重新输入',
      result: null,
    })
    expect(await userRow(mobile)).toBeUndefined()
    // The right code still works (one wrong try does not kill it).
    expect((await register({ mobile, code: right })).json().code).toBe(200)
    // …once.
    const again = await register({ mobile, code: right })
    expect(again.json()).toMatchObject({ code: 400 })
  })

  it('refuses to register a number twice, and a bad password format', async () => {
    const mobile = freshMobile()
    await registerByPassword(server, mobile)
    // The register code is not even sent to a number with an account.
    expect(await server.post('/knew/Home/User/sendRegisterCode', { mobile })).toMatchObject({
      code: 409,
      message: '该手机号已注册，请直接登录',
    })
    expect((await register({ mobile, code: '123456' })).json().code).toBe(400)
    const code = '123456'
    expect(
      (await register({ mobile: freshMobile(), code, password: 'short' })).json().message,
    ).toBe('密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)')
    expect(
      (await register({ mobile: freshMobile(), code, password2: 'study_2028' })).json().message,
    ).toBe('两次密码不一致')
  })
})
