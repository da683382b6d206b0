import { freshMobile } from '@test/server/support/learners'
import { lastCode, sessionCookieOf } from '@test/server/support/sms'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/Home/User/mRegister', (server) => {
  it('registers by SMS code and logs the learner in', async () => {
    const mobile = freshMobile()
    expect((await server.post('/knew/Home/User/sendRegisterCode', { mobile })).code).toBe(200)
    const response = await server.postForm('/knew/Home/User/mRegister', {
      mobile,
      code: await lastCode(server.app, mobile),
    })
    expect(response.json()).toMatchObject({ code: 200, result: { user: { mobile } } })
    const check = await server.get('/api/home/checklogin/', sessionCookieOf(response))
    expect(check.code).toBe(200)
  })

  it('refuses a code that was not sent to register', async () => {
    const mobile = freshMobile()
    await server.post('/new/home/login/sendCode', { mobile })
    const answer = await server.post('/knew/Home/User/mRegister', {
      mobile,
      code: await lastCode(server.app, mobile),
    })
    expect(answer).toMatchObject({ status: 400, message: '验证码已失效，请重新获取' })
  })
})
