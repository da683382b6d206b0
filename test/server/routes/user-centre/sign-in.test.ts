import { TestClock } from '@test/server/support/clock'
import { newLearner } from '@test/server/support/learners'
import { expectConsistentLedger, ledgerOf } from '@test/server/support/points'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'sign-in: GET/POST /api/home/signin/, /api/home/signdays/, /api/home/getusers/',
  (server) => {
    afterEach(() => clock.reset())
    const rules = () => server.app.config.points
    const signInAt = async (chinaTime: string, cookie: string, method: 'GET' | 'POST' = 'POST') => {
      clock.setChina(chinaTime)
      return method === 'GET'
        ? server.get('/api/home/signin/', cookie)
        : server.post('/api/home/signin/', {}, cookie)
    }

    it('signs in once per China day: 23:59:59 and 00:00:00 are two days, one day is one', async () => {
      const { userId, cookie } = await newLearner(server.app)
      const first = await signInAt('2026-11-23 23:59:59', cookie)
      expect(first).toMatchObject({ status: 200, code: 200, message: '签到成功' })
      expect(first.result).toEqual({
        already: false,
        day: '2026-11-23',
        points: rules().signin,
        bonus: 0,
        streak: 1,
        balance: rules().signin,
      })
      // 00:00:00 in China is still the 23rd in UTC: the day is China's.
      const next = await signInAt('2026-11-24 00:00:00', cookie, 'GET')
      expect(next).toMatchObject({ code: 200, message: '签到成功' })
      expect(next.result).toMatchObject({ already: false, day: '2026-11-24', streak: 2 })
      const again = await signInAt('2026-11-24 23:59:59', cookie)
      expect(again).toMatchObject({ status: 200, code: 200, message: '今日已签到' })
      expect(again.result).toEqual({
        already: true,
        day: '2026-11-24',
        points: 0,
        bonus: 0,
        streak: 2,
        balance: 2 * rules().signin,
      })
      const lines = await expectConsistentLedger(server.app, userId)
      expect(lines.map((line) => [line.kind, line.ref, line.reason])).toEqual([
        ['signin', 'signin:2026-11-23', '每日签到'],
        ['signin', 'signin:2026-11-24', '每日签到'],
      ])
    })

    it('counts the streak and gives the bonus on every 7th day in a row; a missed day starts again', async () => {
      const { userId, cookie } = await newLearner(server.app)
      const { signin, streakBonus, streakDays } = rules()
      expect(streakDays).toBe(7)
      const answers = []
      for (let day = 1; day <= 14; day += 1) {
        const date = `2026-12-${String(day).padStart(2, '0')}`
        answers.push((await signInAt(`${date} 08:00:00`, cookie)).result)
      }
      expect(answers.map((answer) => answer.streak)).toEqual(
        Array.from({ length: 14 }, (_, index) => index + 1),
      )
      expect(answers.map((answer) => answer.bonus)).toEqual(
        Array.from({ length: 14 }, (_, index) => ((index + 1) % 7 === 0 ? streakBonus : 0)),
      )
      expect(answers[6]).toMatchObject({ points: signin + streakBonus, bonus: streakBonus })
      expect(answers[13].balance).toBe(14 * signin + 2 * streakBonus)
      const lines = await expectConsistentLedger(server.app, userId)
      expect(lines.filter((line) => line.kind === 'streak')).toEqual([
        expect.objectContaining({ ref: 'streak:2026-12-07', reason: '连续签到7天奖励' }),
        expect.objectContaining({ ref: 'streak:2026-12-14', reason: '连续签到7天奖励' }),
      ])

      // The streak shown before today's sign-in is yesterday's; after a missed day it is 0.
      clock.setChina('2026-12-15 07:00:00')
      const summary = await server.get('/api/home/getusers/', cookie)
      expect(summary.result).toMatchObject({ signedToday: false, streak: 14 })
      clock.setChina('2026-12-16 07:00:00')
      expect((await server.get('/api/home/getusers/', cookie)).result.streak).toBe(0)
      expect((await signInAt('2026-12-16 07:00:00', cookie)).result).toMatchObject({
        streak: 1,
        bonus: 0,
      })
    })

    it('lists the signed days of a month, this month by default', async () => {
      const { cookie } = await newLearner(server.app)
      for (const at of ['2026-10-31 23:00:00', '2026-11-01 00:30:00', '2026-11-02 12:00:00']) {
        await signInAt(at, cookie)
      }
      clock.setChina('2026-11-03 09:00:00')
      const expected = {
        today: '2026-11-03',
        signedToday: false,
        streak: 3,
        signinPoints: rules().signin,
        streakBonus: rules().streakBonus,
        streakDays: rules().streakDays,
      }
      expect((await server.get('/api/home/signdays/', cookie)).result).toEqual({
        ...expected,
        month: '2026-11',
        days: ['2026-11-01', '2026-11-02'],
      })
      expect((await server.get('/api/home/signdays/?month=2026-10', cookie)).result).toEqual({
        ...expected,
        month: '2026-10',
        days: ['2026-10-31'],
      })
      expect((await server.get('/api/home/signdays/?month=2026-09', cookie)).result.days).toEqual(
        [],
      )
      for (const month of ['2026-13', '202611', '2026-1', 'november', '2026-11-01']) {
        const refused = await server.get(`/api/home/signdays/?month=${month}`, cookie)
        expect(refused).toMatchObject({
          status: 400,
          code: 400,
          message: '月份格式应为 YYYY-MM',
          result: null,
        })
      }
    })

    it('sums up the learner in the user centre header', async () => {
      const { userId, cookie, mobile } = await newLearner(server.app, '小周')
      clock.setChina('2026-11-23 10:00:00')
      expect((await server.get('/api/home/getusers/', cookie)).result).toEqual({
        uid: userId,
        nickname: '小周',
        mobile,
        avatar: '',
        points: 0,
        signedToday: false,
        streak: 0,
        examDate: null,
        daysLeft: null,
      })
      await signInAt('2026-11-23 10:00:00', cookie)
      await server.post('/api/home/examdate/', { examDate: '2027-05-15' }, cookie)
      expect((await server.get('/api/home/getusers/', cookie)).result).toMatchObject({
        points: rules().signin,
        signedToday: true,
        streak: 1,
        examDate: '2027-05-15',
        daysLeft: 173,
      })
    })

    it('pages the points detail newest first with the balance after each line', async () => {
      const { userId, cookie } = await newLearner(server.app)
      for (let day = 1; day <= 12; day += 1) {
        await signInAt(`2027-01-${String(day).padStart(2, '0')} 09:30:00`, cookie)
      }
      const lines = await ledgerOf(server.app, userId)
      expect(lines).toHaveLength(13)
      const first = await server.get('/api/home/integraldetail/p/1', cookie)
      expect(first.result).toMatchObject({
        totalCount: 13,
        page: 1,
        pageSize: 10,
        balance: 12 * rules().signin + rules().streakBonus,
      })
      const newestFirst = [...lines].reverse()
      expect(first.result.list).toHaveLength(10)
      expect(first.result.list[0]).toEqual({
        id: Number(newestFirst[0].id),
        kind: 'signin',
        reason: '每日签到',
        amount: rules().signin,
        balance: first.result.balance,
        at: '2027-01-12 09:30:00',
      })
      const second = await server.get('/api/home/integraldetail/p/2', cookie)
      expect(
        [...first.result.list, ...second.result.list].map((line: { id: number }) => line.id),
      ).toEqual(newestFirst.map((line) => Number(line.id)))
      expect((await server.get('/api/home/integraldetail/p/3', cookie)).result.list).toEqual([])

      const zero = await server.get('/api/home/integraldetail/p/0', cookie)
      expect(zero).toMatchObject({ status: 400, code: 400, result: null })
      expect(zero.message).toMatch(/^参数错误：params\.page 不能小于1/)
      const word = await server.get('/api/home/integraldetail/p/abc', cookie)
      expect(word).toMatchObject({
        status: 400,
        code: 400,
        message: '参数错误：params.page 应为整数',
      })
    })

    it("keeps each learner's points to themself", async () => {
      const owner = await newLearner(server.app)
      const other = await newLearner(server.app)
      await signInAt('2026-11-23 12:00:00', owner.cookie)
      expect((await server.get('/api/home/integraldetail/p/1', other.cookie)).result).toEqual({
        list: [],
        totalCount: 0,
        page: 1,
        pageSize: 10,
        balance: 0,
      })
      expect((await server.get('/api/home/getusers/', other.cookie)).result).toMatchObject({
        uid: other.userId,
        points: 0,
        signedToday: false,
      })
      expect((await server.get('/api/home/signdays/', other.cookie)).result.days).toEqual([])
    })

    it('answers visitors 401', async () => {
      for (const url of [
        '/api/home/getusers/',
        '/api/home/signin/',
        '/api/home/signdays/',
        '/api/home/integraldetail/p/1',
      ]) {
        expect(await server.get(url)).toMatchObject({ status: 401, code: 401, result: null })
      }
      expect((await server.post('/api/home/signin/')).code).toBe(401)
    })
  },
  { clock: clock.now },
)
