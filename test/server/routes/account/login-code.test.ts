import { SMS_RULES } from '@server/services/sms-codes'
import { atTheSameInstant } from '@test/server/support/concurrency'
import { freshMobile } from '@test/server/support/learners'
import { ageSmsSends, lastCode } from '@test/server/support/sms'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /new/home/login/sendCode', (server) => {
  const send = (mobile: string, ip?: string) =>
    server.postForm('/new/home/login/sendCode', { mobile }, {}, ip)
  const codesOf = (mobile: string) =>
    server.app.db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).execute()

  it('sends a 6-digit code and stores only its hash', async () => {
    const mobile = freshMobile()
    expect((await send(mobile)).json()).toEqual({
      code: 200,
      message: '验证码已发送',
      result: null,
    })
    const code = await lastCode(server.app, mobile)
    expect(code).toMatch(/^\d{6}$/)
    const stored = await codesOf(mobile)
    expect(stored).toHaveLength(1)
    expect(stored[0].code_hash).not.toContain(code)
  })

  it('refuses a resend inside 120 s, then allows it', async () => {
    const mobile = freshMobile()
    await send(mobile)
    const again = await send(mobile)
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toMatch(/^验证码已发送，请1[12]\d秒后再获取$/)
    await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
    expect((await send(mobile)).json().code).toBe(200)
  })

  it('sends exactly one of three codes asked for one number at the same instant', async () => {
    const mobile = freshMobile()
    // From three IPs, so that only the number's own limit can refuse them.
    const answers = await atTheSameInstant(server, 3, (i) => send(mobile, `203.0.113.${30 + i}`))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429])
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json().message).toMatch(/^验证码已发送，请1[12]\d秒后再获取$/)
    }
    expect(await codesOf(mobile)).toHaveLength(1)
  })

  it('allows 5 sends an hour and 10 a day per number', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 5; i += 1) {
      expect((await send(mobile)).json().code).toBe(200)
      await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
    }
    expect((await send(mobile)).json().message).toBe('获取验证码过于频繁，请1小时后再试')
    await ageSmsSends(server.app, mobile, 3600)
    for (let i = 0; i < 5; i += 1) {
      expect((await send(mobile)).json().code).toBe(200)
      await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
    }
    await ageSmsSends(server.app, mobile, 3600)
    expect((await send(mobile)).json().message).toBe('今日获取验证码次数已达上限，请明天再试')
  })

  it('limits sends per IP', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < SMS_RULES.perIpPerHour; i += 1) {
      expect((await send(freshMobile(), ip)).json().code).toBe(200)
    }
    expect((await send(freshMobile(), ip)).json()).toEqual({
      code: 429,
      message: '请求过于频繁，请稍后再试',
      result: null,
    })
  })

  it.each([
    [{ mobile: '' }, '请填写手机号码'],
    [{ mobile: '12345678901' }, '请填写正确的手机号码'],
  ])('validates the number %j', async (fields, message) => {
    expect(await server.post('/new/home/login/sendCode', fields)).toEqual({
      status: 400,
      code: 400,
      message,
      result: null,
    })
  })

  it('refuses missing, over-long and oversized bodies in words without storing a code', async () => {
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('sms_codes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const missing = await server.postForm('/new/home/login/sendCode', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('参数错误：缺少 body.mobile')
    const long = await server.postForm('/new/home/login/sendCode', { mobile: '1'.repeat(5000) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('参数错误：body.mobile 最多11个字符')
    const huge = await server.postForm('/new/home/login/sendCode', {
      mobile: '13800000000',
      pad: 'x'.repeat(70 * 1024),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().result).toBeNull()
    expect(await count()).toBe(before)
  })
})
