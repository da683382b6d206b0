import { freshMobile } from '../../../../support/learners'
import { describeServer } from '../../../../support/test-server'

describeServer(
  'POST /knew/home/login/mregister',
  (server) => {
    const register = (mobile: string, password = 'study_2027', password2 = password) =>
      server.postForm('/knew/home/login/mregister', { mobile, password, password2 })

    it('registers by mobile and password, stores an scrypt hash, and logs in', async () => {
      const mobile = freshMobile()
      expect((await register(mobile)).json()).toMatchObject({
        code: 200,
        message: '注册成功',
        result: { user: { mobile } },
      })
      const row = await server.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
      expect(row.password_hash).not.toContain('study_2027')
      const login = await server.post('/knew/home/login/mLogin', {
        username: mobile,
        password: 'study_2027',
      })
      expect(login).toMatchObject({ code: 200, message: '登录成功！' })
    })

    it('refuses to register a number twice, and a bad password format', async () => {
      const mobile = freshMobile()
      await register(mobile)
      expect((await register(mobile)).json()).toEqual({
        code: 409,
        message: '该手机号已注册，请直接登录',
        result: null,
      })
      expect((await register(freshMobile(), 'short')).json().message).toBe(
        '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
      )
      expect((await register(freshMobile(), 'study_2027', 'study_2028')).json().message).toBe(
        '两次密码不一致',
      )
    })
  },
  // A cheaper scrypt cost keeps the test quick; services/passwords.test.ts checks the real one.
  { env: { SCRYPT_N: '16384' } },
)
