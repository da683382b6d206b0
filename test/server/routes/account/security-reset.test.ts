import { createUser } from '@server/db/repositories/users'
import { hashPassword } from '@server/services/passwords'
import { atTheSameInstant } from '@test/server/support/concurrency'
import { freshMobile } from '@test/server/support/learners'
import { ageSmsSends, lastCode, sessionCookieOf } from '@test/server/support/sms'
import { TEST_SCRYPT_N, describeServer } from '@test/server/support/test-server'

const RESET_MESSAGE = '已为你重置账户安全，请重新设置密码'

describeServer(
  "an account registered before numbers were proven: the owner's first SMS login takes it back",
  (server) => {
    /**
     * An account as password registration made it before it asked for a code: someone chose
     * its password, nobody proved the number (mobile_proven_at null, as the migration leaves
     * every password account made before).
     */
    const preHijacked = async () => {
      const mobile = freshMobile()
      const userId = await createUser(
        server.app.db,
        {
          mobile,
          nickname: '抢注的账号',
          password_hash: await hashPassword('hijack_2027', TEST_SCRYPT_N),
        },
        new Date(),
      )
      return { mobile, userId }
    }
    const passwordLogin = (mobile: string, ip: string) =>
      server.postForm(
        '/knew/home/login/mLogin',
        { username: mobile, password: 'hijack_2027' },
        {},
        ip,
      )
    const codeLogin = async (mobile: string) => {
      await ageSmsSends(server.app, mobile, 600)
      const sent = await server.post('/new/home/login/sendCode', { mobile })
      if (sent.code !== 200) throw new Error(sent.message)
      return server.postForm('/new/home/login/codeLogin', {
        mobile,
        code: await lastCode(server.app, mobile),
      })
    }
    const userRow = (userId: number) =>
      server.app.db
        .selectFrom('users')
        .select(['password_hash', 'mobile_proven_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    const sessionsOf = async (userId: number) =>
      Number(
        (
          await server.app.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      )

    it("removes the registrant's password and sessions at the owner's first SMS login, and says so", async () => {
      const { mobile, userId } = await preHijacked()
      const registrant = sessionCookieOf(await passwordLogin(mobile, '198.51.100.70'))
      expect((await server.get('/api/home/getusers/', registrant)).code).toBe(200)

      const owner = await codeLogin(mobile)
      expect(owner.json()).toMatchObject({
        code: 200,
        message: RESET_MESSAGE,
        result: { user: { uid: userId, mobile }, securityReset: true },
      })
      // The registrant is out: the session ended and the password is gone.
      expect((await server.get('/api/home/getusers/', registrant)).code).toBe(401)
      expect((await passwordLogin(mobile, '198.51.100.71')).json()).toMatchObject({
        code: 400,
        message: '账号或密码错误',
      })
      const row = await userRow(userId)
      expect(row.password_hash).toBeNull()
      expect(row.mobile_proven_at).toEqual(expect.any(Number))
      // The owner's own session works, and the next SMS login is an ordinary one.
      expect((await server.get('/api/home/getusers/', sessionCookieOf(owner))).code).toBe(200)
      expect((await codeLogin(mobile)).json()).toMatchObject({
        message: '登录成功！',
        result: { securityReset: false },
      })
      expect(await sessionsOf(userId)).toBe(2)
    })

    it('registers a number once from a burst of registrations with its one code', async () => {
      const mobile = freshMobile()
      await server.post('/knew/Home/User/sendRegisterCode', { mobile })
      const code = await lastCode(server.app, mobile)
      const answers = await atTheSameInstant(server, 8, (index) =>
        server.postForm('/knew/home/login/mregister', {
          mobile,
          code,
          password: `burst_${index}_pw`,
          password2: `burst_${index}_pw`,
        }),
      )
      expect(answers.filter((answer) => answer.json().code === 200)).toHaveLength(1)
      const accounts = await server.app.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', mobile)
        .execute()
      expect(accounts).toHaveLength(1)
    })

    it('leaves proven accounts alone: their password stays at an SMS login', async () => {
      const mobile = freshMobile()
      const userId = await createUser(
        server.app.db,
        {
          mobile,
          nickname: '正常学员',
          password_hash: await hashPassword('hijack_2027', TEST_SCRYPT_N),
          mobile_proven_at: Date.now(),
        },
        new Date(),
      )
      const other = sessionCookieOf(await passwordLogin(mobile, '198.51.100.73'))
      expect((await codeLogin(mobile)).json()).toMatchObject({
        message: '登录成功！',
        result: { securityReset: false },
      })
      expect((await server.get('/api/home/checklogin/', other)).code).toBe(200)
      expect((await userRow(userId)).password_hash).not.toBeNull()
    })

    it('keeps no registrant session when password logins race the owner’s SMS login', async () => {
      const { mobile, userId } = await preHijacked()
      await ageSmsSends(server.app, mobile, 600)
      await server.post('/new/home/login/sendCode', { mobile })
      const code = await lastCode(server.app, mobile)
      const answers = await atTheSameInstant(server, 9, (index) =>
        index === 4
          ? server.postForm('/new/home/login/codeLogin', { mobile, code })
          : passwordLogin(mobile, `198.51.100.${80 + index}`),
      )
      const owner = answers[4]
      expect(owner.json().result.securityReset).toBe(true)
      // Whatever the order, the only session left is the owner's.
      expect(await sessionsOf(userId)).toBe(1)
      expect((await server.get('/api/home/getusers/', sessionCookieOf(owner))).code).toBe(200)
    })
  },
)
