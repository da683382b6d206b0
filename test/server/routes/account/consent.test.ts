import { CONSENT_OUTDATED_MESSAGE, CONSENT_VERSION } from '@common/constants/consent'
import { freshMobile } from '@test/server/support/learners'
import { ageSmsSends, lastCode, sessionCookieOf } from '@test/server/support/sms'
import { SMS_RULES } from '@server/services/sms-codes'
import { describeServer } from '@test/server/support/test-server'

/** The 用户协议/隐私政策 consent a login or register form carries, kept per learner and version. */
describeServer('consent on login and registration', (server) => {
  const codeOf = async (path: string, mobile: string) => {
    await server.post(path, { mobile })
    const code = await lastCode(server.app, mobile)
    await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
    return code
  }
  const consents = (mobile: string) =>
    server.app.db
      .selectFrom('user_consents')
      .innerJoin('users', 'users.id', 'user_consents.user_id')
      .select(['user_consents.version', 'user_consents.agreed_at'])
      .where('users.mobile', '=', mobile)
      .execute()

  it('keeps the version and time a code login agreed to, once per version', async () => {
    const mobile = freshMobile()
    const before = Date.now()
    for (let i = 0; i < 2; i += 1) {
      const code = await codeOf('/new/home/login/sendCode', mobile)
      const login = await server.postForm('/new/home/login/codeLogin', {
        mobile,
        code,
        agreeVersion: CONSENT_VERSION,
      })
      expect(login.json()).toMatchObject({ code: 200, result: { user: { mobile } } })
    }
    const rows = await consents(mobile)
    expect(rows.map((row) => row.version)).toEqual([CONSENT_VERSION])
    expect(Number(rows[0].agreed_at)).toBeGreaterThanOrEqual(before)
    expect(Number(rows[0].agreed_at)).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a login agreeing to another version, logging nobody in and keeping nothing', async () => {
    const mobile = freshMobile()
    const code = await codeOf('/new/home/login/sendCode', mobile)
    const login = await server.postForm('/new/home/login/codeLogin', {
      mobile,
      code,
      agreeVersion: '2020-01-01',
    })
    expect(login.statusCode).toBe(400)
    expect(login.json()).toEqual({ code: 400, message: CONSENT_OUTDATED_MESSAGE, result: null })
    expect(() => sessionCookieOf(login)).toThrow()
    expect(await consents(mobile)).toEqual([])
    // The code was not spent on the refused login.
    const again = await server.postForm('/new/home/login/codeLogin', {
      mobile,
      code,
      agreeVersion: CONSENT_VERSION,
    })
    expect(again.json().code).toBe(200)
  })

  it('keeps what the code registration, the password registration and the password login agreed to', async () => {
    const byCode = freshMobile()
    const registered = await server.postForm('/knew/Home/User/mRegister', {
      mobile: byCode,
      code: await codeOf('/knew/Home/User/sendRegisterCode', byCode),
      agreeVersion: CONSENT_VERSION,
    })
    expect(registered.json().code).toBe(200)
    expect((await consents(byCode)).map((row) => row.version)).toEqual([CONSENT_VERSION])

    const byPassword = freshMobile()
    const withPassword = await server.postForm('/knew/home/login/mregister', {
      mobile: byPassword,
      code: await codeOf('/knew/Home/User/sendRegisterCode', byPassword),
      password: 'study_2027',
      password2: 'study_2027',
    })
    expect(withPassword.json().code).toBe(200)
    // This registration sent no consent: nothing is kept for it.
    expect(await consents(byPassword)).toEqual([])
    const login = await server.postForm('/knew/home/login/mLogin', {
      username: byPassword,
      password: 'study_2027',
      agreeVersion: CONSENT_VERSION,
    })
    expect(login.json().code).toBe(200)
    expect((await consents(byPassword)).map((row) => row.version)).toEqual([CONSENT_VERSION])
  })
})
