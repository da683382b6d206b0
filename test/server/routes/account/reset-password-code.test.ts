import { freshMobile, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/Home/User/sendMsgForChangePw', (server) => {
  it('sends a reset code to a registered number', async () => {
    const { mobile } = await newLearner(server.app)
    expect(await server.post('/knew/Home/User/sendMsgForChangePw', { mobile })).toMatchObject({
      code: 200,
      message: '验证码已发送',
    })
    const sms = await server.get(`/api/dev/sms/latest?mobile=${mobile}`)
    expect(sms.result).toMatchObject({ mobile, purpose: 'reset' })
  })

  it('answers a reset request for an unknown number like any other, without sending', async () => {
    const mobile = freshMobile()
    expect(await server.post('/knew/Home/User/sendMsgForChangePw', { mobile })).toEqual({
      status: 200,
      code: 200,
      message: '验证码已发送',
      result: null,
    })
    expect((await server.get(`/api/dev/sms/latest?mobile=${mobile}`)).code).toBe(404)
  })
})
