import { TestClock } from '@test/server/support/clock'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'the exam date: GET and POST /api/home/examdate/',
  (server) => {
    afterEach(() => clock.reset())
    const postJson = (cookie: string, payload: Record<string, unknown>) =>
      server.inject({ method: 'POST', url: '/api/home/examdate/', headers: { cookie }, payload })

    it('sets the date (form or JSON), counts the China days left, and clears it', async () => {
      const { cookie } = await newLearner(server.app)
      clock.setChina('2026-11-23 23:30:00')
      expect((await server.get('/api/home/examdate/', cookie)).result).toEqual({
        examDate: null,
        daysLeft: null,
        today: '2026-11-23',
      })
      const set = await server.post('/api/home/examdate/', { examDate: '2027-05-15' }, cookie)
      expect(set).toMatchObject({ status: 200, code: 200, message: '考试日期已保存' })
      expect(set.result).toEqual({ examDate: '2027-05-15', daysLeft: 173, today: '2026-11-23' })
      // Half an hour later it is the 24th in China (still the 23rd in UTC): a day less.
      clock.setChina('2026-11-24 00:00:00')
      expect((await server.get('/api/home/examdate/', cookie)).result).toEqual({
        examDate: '2027-05-15',
        daysLeft: 172,
        today: '2026-11-24',
      })
      const today = await postJson(cookie, { examDate: '2026-11-24' })
      expect(today.json().result).toEqual({
        examDate: '2026-11-24',
        daysLeft: 0,
        today: '2026-11-24',
      })
      const cleared = await server.post('/api/home/examdate/', { examDate: '' }, cookie)
      expect(cleared).toMatchObject({ code: 200, message: '考试日期已清除' })
      expect(cleared.result).toEqual({ examDate: null, daysLeft: null, today: '2026-11-24' })
      await postJson(cookie, { examDate: '2027-01-01' })
      expect((await postJson(cookie, { examDate: null })).json().result.examDate).toBeNull()
      expect((await server.get('/api/home/getusers/', cookie)).result).toMatchObject({
        examDate: null,
        daysLeft: null,
      })
    })

    it('refuses a date that is not one, before today (China), or more than 3 years ahead', async () => {
      const { cookie } = await newLearner(server.app)
      await server.post('/api/home/examdate/', { examDate: '2027-06-01' }, cookie)
      // 00:10 on the 24th in China is 16:10 on the 23rd in UTC: the 23rd is already past.
      clock.setChina('2026-11-24 00:10:00')
      const refusals: [string, string][] = [
        ['2026-11-23', '考试日期不能早于今天'],
        ['2025-12-31', '考试日期不能早于今天'],
        ['2026-02-30', '请选择正确的考试日期'],
        ['2026/12/01', '请选择正确的考试日期'],
        ['明年五月', '请选择正确的考试日期'],
        ['2029-11-25', '考试日期不能晚于3年后'],
      ]
      for (const [examDate, message] of refusals) {
        const refused = await server.post('/api/home/examdate/', { examDate }, cookie)
        expect({ examDate, ...refused }).toEqual({
          examDate,
          status: 400,
          code: 400,
          message,
          result: null,
        })
      }
      expect((await postJson(cookie, { examDate: '2026-11-23' })).json()).toMatchObject({
        code: 400,
        message: '考试日期不能早于今天',
      })
      // Nothing refused changed the date.
      expect((await server.get('/api/home/examdate/', cookie)).result.examDate).toBe('2027-06-01')
      const last = await server.post('/api/home/examdate/', { examDate: '2029-11-24' }, cookie)
      expect(last.result).toMatchObject({ examDate: '2029-11-24', daysLeft: 1096 })
    })

    it("keeps each learner's date to themself, and answers visitors 401", async () => {
      const owner = await newLearner(server.app)
      const other = await newLearner(server.app)
      await server.post('/api/home/examdate/', { examDate: '2030-01-01' }, owner.cookie)
      expect((await server.get('/api/home/examdate/', other.cookie)).result.examDate).toBeNull()
      expect(await server.get('/api/home/examdate/')).toMatchObject({ status: 401, code: 401 })
      const visitor = await server.post('/api/home/examdate/', { examDate: '2030-01-01' })
      expect(visitor).toMatchObject({ status: 401, code: 401, result: null })
    })
  },
  { clock: clock.now },
)
