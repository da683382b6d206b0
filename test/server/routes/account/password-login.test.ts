import { LOGIN_LIMITS } from '@server/services/login-throttle'
import { hashPassword } from '@server/services/passwords'
import { newLearner } from '@test/server/support/learners'
import { sessionCookieOf } from '@test/server/support/sms'
import { TEST_SCRYPT_N, describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/home/login/mLogin', (server) => {
  const login = (username: string, password: string, ip = '198.51.100.1') =>
    server.postForm('/knew/home/login/mLogin', { username, password }, {}, ip)
  const learnerWithPassword = async (password = 'study_2027') =>
    newLearner(server.app, '小林', { password_hash: await hashPassword(password, TEST_SCRYPT_N) })

  it('logs a learner in by mobile and password, with a session', async () => {
    const { mobile, userId } = await learnerWithPassword()
    const response = await login(mobile, 'study_2027')
    expect(response.json()).toMatchObject({
      code: 200,
      message: '登录成功！',
      result: { user: { uid: userId, mobile } },
    })
    const check = await server.get('/api/home/checklogin/', sessionCookieOf(response))
    expect(check.result.user.uid).toBe(userId)
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { mobile } = await learnerWithPassword()
    const wrong = await login(mobile, 'wrong_pass1', '198.51.100.2')
    const unknown = await login('13999999999', 'wrong_pass1', '198.51.100.3')
    expect(wrong.json()).toEqual({ code: 400, message: '账号或密码错误', result: null })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('locks an account name after 5 failures, whether it exists or not', async () => {
    const { mobile } = await learnerWithPassword()
    for (const account of [mobile, '13988888888']) {
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
        await login(account, 'bad_guess_1', `198.51.100.${10 + i}`)
      }
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
})
