import { createUser } from '@server/db/repositories/users'
import { freshMobile } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/Home/User/sendRegisterCode', (server) => {
  it('sends a code to register a new number', async () => {
    const mobile = freshMobile()
    expect(await server.post('/knew/Home/User/sendRegisterCode', { mobile })).toEqual({
      status: 200,
      code: 200,
      message: '验证码已发送',
      result: null,
    })
    const sms = await server.get(`/api/dev/sms/latest?mobile=${mobile}`)
    expect(sms.result).toMatchObject({ mobile, purpose: 'register' })
  })

  it('refuses a number that is registered already', async () => {
    const mobile = freshMobile()
    await createUser(server.app.db, { mobile }, new Date())
    expect(await server.post('/knew/Home/User/sendRegisterCode', { mobile })).toEqual({
      status: 409,
      code: 409,
      message: '该手机号已注册，请直接登录',
      result: null,
    })
  })
})
