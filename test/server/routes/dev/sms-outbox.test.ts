import { ageSmsSends } from '@test/server/support/sms'
import { freshMobile } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/dev/sms/latest with the development SMS adapter', (server) => {
  it('answers the last code “sent” to a number, for testers', async () => {
    const mobile = freshMobile()
    await server.post('/new/home/login/sendCode', { mobile })
    await ageSmsSends(server.app, mobile, 120)
    await server.post('/knew/Home/User/sendRegisterCode', { mobile })
    const { result } = await server.get(`/api/dev/sms/latest?mobile=${mobile}`)
    expect(result).toEqual({ mobile, purpose: 'register', code: expect.stringMatching(/^\d{6}$/) })
  })

  it('answers 404 for a number that got no code', async () => {
    expect(await server.get(`/api/dev/sms/latest?mobile=${freshMobile()}`)).toEqual({
      status: 404,
      code: 404,
      message: '该号码没有收到过验证码',
      result: null,
    })
  })
})

describeServer(
  'GET /api/dev/sms/latest with a real SMS provider',
  (server) => {
    it('does not exist', async () => {
      const answer = await server.get(`/api/dev/sms/latest?mobile=${freshMobile()}`)
      expect(answer.status).toBe(404)
      expect(answer.message).toBe('接口不存在：GET /api/dev/sms/latest')
    })
  },
  {
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '恒达会计网校',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    },
  },
)
