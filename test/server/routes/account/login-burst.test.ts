import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { LOGIN_LIMITS } from '@server/services/login-throttle'
import { hashPassword } from '@server/services/passwords'
import { newLearner } from '@test/server/support/learners'
import { buildTestApp, describeServer } from '@test/server/support/test-server'

// A cheaper scrypt cost keeps the bursts quick; services/passwords.test.ts checks the real one.
const SCRYPT_N = '16384'

/** Counts the password checks (the slow scrypt runs) an app makes. */
function countChecks(app: FastifyInstance, counter: { checks: number }): void {
  const verify = app.passwords.verify
  app.passwords.verify = (password, stored) => {
    counter.checks += 1
    return verify(password, stored)
  }
}

/** Sends requests through the apps in turn, all at the same instant. */
function burst(
  apps: FastifyInstance[],
  count: number,
  fields: (index: number) => { username: string; password: string; ip: string },
) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const { username, password, ip } = fields(index)
      return apps[index % apps.length]
        .inject({
          method: 'POST',
          url: '/knew/home/login/mLogin',
          remoteAddress: ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username, password }).toString(),
        })
        .then((response) => response.json<{ code: number; message: string }>())
    }),
  )
}

describeServer(
  'password logins in a burst: the limit holds before the hash',
  (server) => {
    const counter = { checks: 0 }
    const apps: FastifyInstance[] = []

    beforeAll(async () => {
      countChecks(server.app, counter)
      apps.push(server.app)
      // Two server processes on one PostgreSQL database share the limit; one SQLite file is
      // served by one process.
      if (server.kind === 'postgres') {
        const second = await buildTestApp(server.database, { env: { SCRYPT_N } })
        countChecks(second, counter)
        apps.push(second)
      }
      // Every connection of each pool ready, so that the requests meet in the database.
      await Promise.all(
        apps.flatMap((app) => Array.from({ length: 10 }, () => sql`select 1`.execute(app.db))),
      )
    })
    afterAll(() => Promise.all(apps.slice(1).map((app) => app.close())))
    beforeEach(() => {
      counter.checks = 0
    })

    const learner = async () =>
      newLearner(server.app, '小林', {
        password_hash: await hashPassword('study_2027', Number(SCRYPT_N)),
      })

    it('runs at most 5 password checks for 40 parallel wrong passwords', async () => {
      const { mobile } = await learner()
      const answers = await burst(apps, 40, () => ({
        username: mobile,
        password: 'bad_guess_1',
        ip: '203.0.113.10',
      }))
      expect(counter.checks).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount)
      expect(answers.filter((a) => a.code === 400)).toHaveLength(counter.checks)
      expect(answers.filter((a) => a.code === 429)).toHaveLength(40 - counter.checks)
      expect(answers.find((a) => a.code === 429)?.message).toBe('登录失败次数过多，请15分钟后再试')
    })

    it('counts an unknown account the same way', async () => {
      const answers = await burst(apps, 40, () => ({
        username: '13900000000',
        password: 'bad_guess_1',
        ip: '203.0.113.11',
      }))
      expect(counter.checks).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount)
      expect(answers.filter((a) => a.code === 429)).toHaveLength(40 - counter.checks)
    })

    it('lets 5 parallel right passwords all in', async () => {
      const { mobile } = await learner()
      const answers = await burst(apps, LOGIN_LIMITS.perAccount, () => ({
        username: mobile,
        password: 'study_2027',
        ip: '203.0.113.12',
      }))
      expect(answers.map((a) => a.message)).toEqual(
        Array(LOGIN_LIMITS.perAccount).fill('登录成功！'),
      )
      // Right passwords leave no failure behind: the account is not locked by them.
      const later = await burst(apps, 1, () => ({
        username: mobile,
        password: 'study_2027',
        ip: '203.0.113.12',
      }))
      expect(later[0].code).toBe(200)
    })

    it('runs at most 20 checks for a burst across many names from one address', async () => {
      const answers = await burst(apps, 60, (index) => ({
        username: `guess${index}`,
        password: 'bad_guess_1',
        ip: '203.0.113.13',
      }))
      expect(counter.checks).toBeLessThanOrEqual(LOGIN_LIMITS.perIp)
      expect(answers.filter((a) => a.code === 429)).toHaveLength(60 - counter.checks)
    })
  },
  { env: { SCRYPT_N } },
)
