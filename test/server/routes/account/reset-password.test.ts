import { freshMobile } from '@test/server/support/learners'
import { lastCode, registerByPassword, sessionCookieOf } from '@test/server/support/sms'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/Home/User/resetPw', (server) => {
  const login = (username: string, password: string, ip: string) =>
    server.postForm('/knew/home/login/mLogin', { username, password }, {}, ip)

  it('resets a forgotten password by SMS code and ends the old sessions', async () => {
    const mobile = freshMobile()
    const session = sessionCookieOf(await registerByPassword(server, mobile))
    expect((await server.post('/knew/Home/User/sendMsgForChangePw', { mobile })).code).toBe(200)
    const reset = await server.post('/knew/Home/User/resetPw', {
      mobile,
      code: await lastCode(server.app, mobile),
      password: 'new_pass_99',
      password2: 'new_pass_99',
    })
    expect(reset).toEqual({
      status: 200,
      code: 200,
      message: '密码已重置，请重新登录',
      result: null,
    })
    expect((await server.get('/api/home/checklogin/', session)).code).toBe(401)
    expect((await login(mobile, 'new_pass_99', '198.51.100.50')).json().code).toBe(200)
    expect((await login(mobile, 'study_2027', '198.51.100.51')).json().code).toBe(400)
  })
})
