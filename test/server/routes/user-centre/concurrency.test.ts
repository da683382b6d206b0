import { bankSubject, papersOf } from '@test/server/support/bank'
import { devNotification, devPay, notify, order } from '@test/server/support/buying'
import { TestClock } from '@test/server/support/clock'
import { atTheSameInstant } from '@test/server/support/concurrency'
import { enrolLearner } from '@test/server/support/learners'
import { expectConsistentLedger } from '@test/server/support/points'
import { answerFirst, buyer, call, unitsOf } from '@test/server/support/practice'
import { describeServer } from '@test/server/support/test-server'
import { watchLesson } from '@test/server/support/watching'

const clock = new TestClock()

describeServer(
  'points under concurrency',
  (server) => {
    it('signs in once and keeps the balance the sum of the ledger when everything arrives at once', async () => {
      clock.setChina('2026-11-23 12:00:00')
      const rules = server.app.config.points
      const subject = await bankSubject(server.app, 5617, '初级会计实务')
      const learner = await buyer(server, subject.id)
      const { userId, cookie } = learner
      await enrolLearner(server.app, { userId, kind: 'course', refId: 1, expiresInDays: 30 })
      const lessons = await server.app.db
        .selectFrom('lessons')
        .select(['id', 'duration'])
        .where('course_id', '=', 1)
        .where('status', '=', 'published')
        .execute()
      const papers = [
        ...(await papersOf(server.app, subject.id, 'mock')).slice(0, 1),
        ...(await papersOf(server.app, subject.id, 'chapter')).slice(0, 2),
      ]
      // Each lesson played to just short of its finish, each paper answered enough for points:
      // what finishes them arrives in the burst below.
      for (const lesson of lessons) {
        const to = Math.ceil(Number(lesson.duration) * 0.9) - 5
        await watchLesson(server, clock, cookie, Number(lesson.id), { to, rate: 2 })
      }
      clock.set(clock.now() + 30_000)
      const submits: string[] = []
      for (const paper of papers) {
        const started = await call(server, 'POST', '/api/practice/attempts', cookie, {
          paperId: paper.id,
          mode: 'practice',
        })
        const questions = unitsOf(started.result.questions).length
        await answerFirst(server, cookie, started.result, Math.ceil(questions * 0.6))
        submits.push(`/api/practice/attempts/${started.result.attemptId}/submit`)
      }
      const placed = await order(server, cookie, { type: 'course', gid: 3 })
      const orderNo: string = placed.result.orderId
      const amountFen = Number(
        (
          await server.app.db
            .selectFrom('orders')
            .select('amount_fen')
            .where('order_no', '=', orderNo)
            .executeTakeFirstOrThrow()
        ).amount_fen,
      )
      const notification = devNotification(server.app, { orderNo, amountFen })

      const work: (() => Promise<unknown>)[] = [
        ...Array.from(
          { length: 20 },
          (_, index) => () =>
            index % 2 === 0
              ? server.post('/api/home/signin/', {}, cookie)
              : server.get('/api/home/signin/', cookie),
        ),
        ...[...lessons, ...lessons].map(
          (lesson) => () =>
            server.get(
              `/knew/pc/course/saveRecord?video_id=${lesson.id}&current_time=${lesson.duration}`,
              cookie,
            ),
        ),
        ...[...submits, ...submits].map((url) => () => call(server, 'POST', url, cookie)),
        () => devPay(server, orderNo, cookie),
        () => notify(server, notification),
        () => notify(server, notification),
      ]
      const answers = await atTheSameInstant(server, work.length, (index) => work[index]())
      const signIns = answers.slice(0, 20) as { code: number; result: { already: boolean } }[]
      expect(signIns.every((answer) => answer.code === 200)).toBe(true)
      expect(signIns.filter((answer) => !answer.result.already)).toHaveLength(1)

      const days = await server.app.db
        .selectFrom('sign_ins')
        .selectAll()
        .where('user_id', '=', userId)
        .execute()
      expect(days.map((day) => day.day)).toEqual(['2026-11-23'])
      const lines = await expectConsistentLedger(server.app, userId)
      const count = (kind: string) => lines.filter((line) => line.kind === kind).length
      expect([count('signin'), count('lesson'), count('paper'), count('purchase')]).toEqual([
        1,
        lessons.length,
        papers.length,
        1,
      ])
      const sum = await server.app.db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      const balance = (await server.get('/api/home/getusers/', cookie)).result.points
      expect(balance).toBe(Number(sum.total))
      expect(balance).toBe(
        rules.signin +
          lessons.length * rules.lesson +
          papers.length * rules.paper +
          Math.floor(amountFen / 100) * rules.perYuan,
      )
    })
  },
  { clock: clock.now },
)
