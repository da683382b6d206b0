import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('/knew/home/User/info', (server) => {
  it('asks a visitor to log in', async () => {
    const unauthorised = { status: 401, code: 401, message: '您尚未登录，请登录！', result: null }
    expect(await server.get('/knew/home/User/info')).toEqual(unauthorised)
    expect(await server.post('/knew/home/User/info', { key: 'qq', value: '123456' })).toEqual(
      unauthorised,
    )
  })

  it('changes user info one key at a time, with the spec rules', async () => {
    const { cookie } = await newLearner(server.app)
    const change = (key: string, value: string) =>
      server.post('/knew/home/User/info', { key, value }, cookie)
    expect((await change('nickname', '会计小白@2027')).result.nickname).toBe('会计小白@2027')
    expect((await change('nickname', 'a')).message).toBe(
      '请输入正确的呢称(2-15字符，中英文、数字和下划线)',
    )
    expect((await change('name', 'Tom')).message).toBe('中文姓名格式不对哦~')
    expect((await change('email', 'x@')).message).toBe('邮箱格式格式不对哦~')
    expect((await change('qq', '1234')).message).toBe('请填写正确的QQ号码')
    expect((await change('password_hash', 'x')).status).toBe(400)
    const info = (await server.get('/knew/home/User/info', cookie)).result
    expect(info.nickname).toBe('会计小白@2027')
    expect(info).not.toHaveProperty('password_hash')
  })
})
