import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/home/user/profile', (server) => {
  it('asks a visitor to log in', async () => {
    expect(await server.get('/knew/home/user/profile?device=mobile')).toEqual({
      status: 401,
      code: 401,
      message: '您尚未登录，请登录！',
      result: null,
    })
  })

  it('answers the learner without a password hash, and no address before one is saved', async () => {
    const { cookie, userId, mobile } = await newLearner(server.app, '小林', {
      password_hash: 'scrypt$secret',
    })
    const answer = await server.get('/knew/home/user/profile?device=mobile', cookie)
    expect(answer.result).toMatchObject({ user: { uid: userId, mobile, nickname: '小林' } })
    expect(answer.result.address).toBeNull()
    expect(JSON.stringify(answer)).not.toContain('scrypt')
  })

  it('shows the learner’s saved address', async () => {
    const { cookie } = await newLearner(server.app)
    await server.post(
      '/knew/home/User/address',
      {
        name: '张三',
        mobile: '13800138000',
        qq: '123456',
        province: '广东省',
        city: '广州市',
        district: '天河区',
        detail: '体育西路 1 号',
      },
      cookie,
    )
    const profile = await server.get('/knew/home/user/profile?device=mobile', cookie)
    expect(profile.result.address).toMatchObject({ city: '广州市', detail: '体育西路 1 号' })
  })
})
