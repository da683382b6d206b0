import { findUser } from '@server/db/repositories/users'
import { freshMobile, newLearner } from '@test/server/support/learners'
import { lastCode } from '@test/server/support/sms'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/home/user/bindPhone', (server) => {
  it('binds a new phone by a 6-digit code', async () => {
    const { cookie, userId } = await newLearner(server.app)
    const mobile = freshMobile()
    expect((await server.post('/knew/home/user/sendCode', { mobile }, cookie)).code).toBe(200)
    expect(
      (await server.post('/knew/home/user/bindPhone', { mobile, code: '12345' }, cookie)).message,
    ).toBe('请输入正确的验证码')
    const bound = await server.post(
      '/knew/home/user/bindPhone',
      { mobile, code: await lastCode(server.app, mobile) },
      cookie,
    )
    expect(bound).toMatchObject({ code: 200, message: '绑定成功', result: { mobile } })
    expect((await findUser(server.app.db, userId))?.mobile).toBe(mobile)
  })
})
