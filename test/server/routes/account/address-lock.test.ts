import type { LightMyRequestResponse } from 'fastify'
import { LOGIN_LIMITS } from '@server/services/login-throttle'
import { hashPassword } from '@server/services/passwords'
import { newLearner } from '@test/server/support/learners'
import { lastCode } from '@test/server/support/sms'
import { TEST_SCRYPT_N, describeServer } from '@test/server/support/test-server'

const ADDRESS_HINT = '请使用短信验证码登录'

/** The Cookie header that carries a response's trusted-device cookie. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'trusted_device')
  if (!cookie) throw new Error('no trusted-device cookie set')
  return `trusted_device=${cookie.value}`
}

describeServer('password logins behind an address that others locked', (server) => {
  const learner = async () =>
    newLearner(server.app, '小林', {
      password_hash: await hashPassword('study_2027', TEST_SCRYPT_N),
    })
  const login = (username: string, password: string, ip: string, cookie?: string) =>
    server.postForm('/knew/home/login/mLogin', { username, password }, cookie ? { cookie } : {}, ip)
  /** 20 wrong passwords for as many names from one address (a NAT's other users). */
  const lockAddress = async (ip: string) => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) {
      await login(`someone${i}`, 'bad_guess_1', ip)
    }
  }

  it('refuses a browser new to the account with a hint to log in by SMS code', async () => {
    const { mobile } = await learner()
    const ip = '203.0.113.40'
    await lockAddress(ip)
    const refused = await login(mobile, 'study_2027', ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toContain(ADDRESS_HINT)
    // The SMS code still works from the locked address: it proves the number.
    await server.postForm('/new/home/login/sendCode', { mobile }, {}, ip)
    const byCode = await server.postForm(
      '/new/home/login/codeLogin',
      { mobile, code: await lastCode(server.app, mobile) },
      {},
      ip,
    )
    expect(byCode.json().code).toBe(200)
  })

  it('lets a browser that logged in to the account before through the address lock', async () => {
    const { mobile } = await learner()
    const device = deviceCookieOf(await login(mobile, 'study_2027', '203.0.113.41'))
    const ip = '203.0.113.42'
    await lockAddress(ip)
    const back = await login(mobile, 'study_2027', ip, device)
    expect(back.json()).toMatchObject({ code: 200, message: '登录成功！' })
    // A wrong password from it is still only a wrong password (no hint which guess is right
    // for anyone else: without the cookie the answer is the same lock whatever the password).
    expect((await login(mobile, 'bad_guess_1', ip, device)).json().code).toBe(400)
    expect((await login(mobile, 'study_2027', ip)).statusCode).toBe(429)
    expect((await login(mobile, 'bad_guess_1', ip)).statusCode).toBe(429)
  })

  it('trusts a browser only for its own accounts, and never a forged cookie', async () => {
    const first = await learner()
    const second = await learner()
    const device = deviceCookieOf(await login(first.mobile, 'study_2027', '203.0.113.43'))
    const ip = '203.0.113.44'
    await lockAddress(ip)
    expect((await login(second.mobile, 'study_2027', ip, device)).statusCode).toBe(429)
    const [name, value] = device.split('=')
    const parts = value.split('.')
    const forged = `${name}=${[parts[0], String(second.userId), ...parts.slice(2)].join('.')}`
    expect((await login(second.mobile, 'study_2027', ip, forged)).statusCode).toBe(429)
  })

  it("keeps the account's own limit for a trusted browser", async () => {
    const { mobile } = await learner()
    const device = deviceCookieOf(await login(mobile, 'study_2027', '203.0.113.45'))
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      await login(mobile, 'bad_guess_1', `203.0.113.${50 + i}`)
    }
    const locked = await login(mobile, 'study_2027', '203.0.113.46', device)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('登录失败次数过多，请15分钟后再试')
  })

  it('remembers up to five accounts per browser, the latest first', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => learner()))
    let device = ''
    for (const { mobile } of learners) {
      device = deviceCookieOf(await login(mobile, 'study_2027', '203.0.113.47', device))
    }
    const ip = '203.0.113.48'
    await lockAddress(ip)
    expect((await login(learners[5].mobile, 'study_2027', ip, device)).json().code).toBe(200)
    expect((await login(learners[1].mobile, 'study_2027', ip, device)).json().code).toBe(200)
    expect((await login(learners[0].mobile, 'study_2027', ip, device)).statusCode).toBe(429)
  })
})
