import type { PracticeQuestion } from '@common/contracts/practice'
import { bankSubject, papersOf } from '@test/server/support/bank'
import { devNotification, devPay, notify, order, seededGoods } from '@test/server/support/buying'
import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { expectConsistentLedger, ledgerOf } from '@test/server/support/points'
import { answerFirst, buyer, call, unitsOf } from '@test/server/support/practice'
import { describeServer, type TestServer } from '@test/server/support/test-server'
import { saveRecord, watchLesson } from '@test/server/support/watching'

const clock = new TestClock()

/**
 * Starts an attempt at a paper, answers its first questions (60% of them unless told) and
 * hands it in; answers the submit's URL.
 */
async function handIn(
  server: TestServer,
  cookie: string,
  paperId: number,
  mode: 'exam' | 'practice',
  answered: (questions: number) => number = (questions) => Math.ceil(questions * 0.6),
): Promise<string> {
  const started = await call(server, 'POST', '/api/practice/attempts', cookie, { paperId, mode })
  expect(started.code).toBe(200)
  const questions: PracticeQuestion[] = started.result.questions
  await answerFirst(server, cookie, started.result, answered(unitsOf(questions).length))
  const url = `/api/practice/attempts/${started.result.attemptId}/submit`
  expect((await call(server, 'POST', url, cookie)).code).toBe(200)
  return url
}

describeServer(
  'points for study and buying: lessons, papers, orders',
  (server) => {
    const rules = () => server.app.config.points
    beforeEach(() => clock.set(Date.now()))
    afterEach(() => clock.reset())

    it('gives a lesson its points once, when the watching credited first reaches 90% of the video', async () => {
      const { userId, cookie } = await newLearner(server.app)
      await enrolLearner(server.app, { userId, kind: 'course', refId: 1, expiresInDays: 30 })
      const lesson = await server.app.db
        .selectFrom('lessons')
        .select(['id', 'title', 'duration'])
        .where('course_id', '=', 1)
        .where('free', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const duration = Number(lesson.duration)
      const lessonId = Number(lesson.id)
      const watch = (from: number, to: number) =>
        watchLesson(server, clock, cookie, lessonId, { from, to })

      await watch(0, Math.ceil(duration * 0.9) - 1)
      expect(await ledgerOf(server.app, userId)).toEqual([])
      await watch(Math.ceil(duration * 0.9) - 1, Math.ceil(duration * 0.95))
      await watch(Math.ceil(duration * 0.95), duration)
      const lines = await expectConsistentLedger(server.app, userId)
      expect(lines).toEqual([
        expect.objectContaining({
          kind: 'lesson',
          ref: `lesson:${lesson.id}`,
          reason: `完成课时：${lesson.title}`,
          amount: rules().lesson,
        }),
      ])
      // Watching it again from the start gives nothing more, and the lesson stays done.
      await saveRecord(server, cookie, lessonId, 0)
      const courses = await server.get('/knew/home/user/mycourse', cookie)
      expect(courses.result).toEqual([expect.objectContaining({ courseId: 1, lessonsDone: 1 })])
      await watch(0, duration)
      expect(await ledgerOf(server.app, userId)).toHaveLength(1)
    })

    it('gives nothing for lessons only sought to their end', async () => {
      const { userId, cookie } = await newLearner(server.app)
      await enrolLearner(server.app, { userId, kind: 'course', refId: 1, expiresInDays: 30 })
      const lessons = await server.app.db
        .selectFrom('lessons')
        .select('id')
        .where('course_id', '=', 1)
        .where('status', '=', 'published')
        .execute()
      for (const lesson of lessons) await saveRecord(server, cookie, Number(lesson.id), 99999)
      expect(await ledgerOf(server.app, userId)).toEqual([])
      const courses = await server.get('/knew/home/user/mycourse', cookie)
      expect(courses.result).toEqual([
        expect.objectContaining({ courseId: 1, lessonsDone: 0, progress: 0 }),
      ])
    })

    it("gives a listed paper its points once when handed in, and none for the learner's own sets", async () => {
      const subject = await bankSubject(server.app, 5617, '初级会计实务')
      const [first] = await papersOf(server.app, subject.id, 'mock')
      const [second] = await papersOf(server.app, subject.id, 'chapter')
      const learner = await buyer(server, subject.id)
      const url = await handIn(server, learner.cookie, first.id, 'exam')
      await call(server, 'POST', url, learner.cookie)
      await handIn(server, learner.cookie, first.id, 'practice')
      await handIn(server, learner.cookie, second.id, 'practice')

      const made = await call(server, 'POST', '/api/practice/sets', learner.cookie, {
        subjectId: subject.id,
        source: 'smart',
      })
      expect(made.code).toBe(200)
      await handIn(server, learner.cookie, made.result.id, 'practice')

      const lines = await expectConsistentLedger(server.app, learner.userId)
      expect(lines.map((line) => [line.kind, line.ref, line.reason, Number(line.amount)])).toEqual([
        ['paper', `paper:${first.id}`, `完成试卷：${first.title}`, rules().paper],
        ['paper', `paper:${second.id}`, `完成试卷：${second.title}`, rules().paper],
      ])
    })

    it('gives a paper its points only when 60% of its questions were answered', async () => {
      const subject = await bankSubject(server.app, 5617, '初级会计实务')
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const learner = await buyer(server, subject.id)
      // 55 questions: 33 answered are 60%.
      expect(mock.questionCount).toBe(55)
      await handIn(server, learner.cookie, mock.id, 'exam', () => 0)
      await handIn(server, learner.cookie, mock.id, 'practice', () => 32)
      expect(await ledgerOf(server.app, learner.userId)).toEqual([])
      await handIn(server, learner.cookie, mock.id, 'exam', () => 33)
      expect(await ledgerOf(server.app, learner.userId)).toEqual([
        expect.objectContaining({ ref: `paper:${mock.id}`, amount: rules().paper }),
      ])
    })

    it('gives nothing for the free papers handed in empty', async () => {
      const learner = await newLearner(server.app)
      const free = await server.app.db
        .selectFrom('papers')
        .select('id')
        .where('free', '=', 1)
        .where('kind', '!=', 'sprint')
        .execute()
      expect(free.length).toBeGreaterThan(10)
      for (const paper of free) {
        await handIn(server, learner.cookie, Number(paper.id), 'exam', () => 0)
      }
      expect(await ledgerOf(server.app, learner.userId)).toEqual([])
    })

    it('gives the points of an exam handed in by its clock', async () => {
      const subject = await bankSubject(server.app, 5617, '初级会计实务')
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const learner = await buyer(server, subject.id)
      const started = await call(server, 'POST', '/api/practice/attempts', learner.cookie, {
        paperId: mock.id,
        mode: 'exam',
      })
      const attemptId: number = started.result.attemptId
      await answerFirst(server, learner.cookie, started.result, 33)
      await server.app.db
        .updateTable('attempts')
        // By the server's clock (set when the test began), not the wall clock: a slow run
        // would otherwise put the end after the server's "now".
        .set({ ends_at: clock.now() - 1000 })
        .where('id', '=', attemptId)
        .execute()
      const state = await call(server, 'GET', `/api/practice/attempts/${attemptId}`, learner.cookie)
      expect(state.result.submitted).toBe(true)
      expect(await ledgerOf(server.app, learner.userId)).toEqual([
        expect.objectContaining({ ref: `paper:${mock.id}`, amount: rules().paper }),
      ])
    })

    it('gives a paid order points per yuan, once however many notifications come', async () => {
      const goods = await seededGoods(server.app)
      const learner = await newLearner(server.app)
      const placed = await order(server, learner.cookie, {
        type: 'course',
        gid: goods.course.refId,
      })
      const orderNo: string = placed.result.orderId
      const paid = await devPay(server, orderNo, learner.cookie)
      expect(paid.json()).toMatchObject({ code: 200, result: { status: 'paid' } })
      const again = devNotification(server.app, { orderNo, amountFen: goods.course.amountFen })
      expect((await notify(server, again)).statusCode).toBe(204)
      expect((await notify(server, again)).statusCode).toBe(204)
      const other = devNotification(server.app, {
        orderNo,
        amountFen: goods.course.amountFen,
        transactionId: 'T-second',
      })
      expect((await notify(server, other)).statusCode).toBe(204)

      const lines = await expectConsistentLedger(server.app, learner.userId)
      expect(lines).toEqual([
        expect.objectContaining({
          kind: 'purchase',
          ref: `order:${orderNo}`,
          reason: `购买：${goods.course.title}`,
          amount: Math.floor(goods.course.amountFen / 100) * rules().perYuan,
        }),
      ])
      const detail = await server.get('/api/home/integraldetail/p/1', learner.cookie)
      expect(detail.result).toMatchObject({
        totalCount: 1,
        balance: Number(lines[0].amount),
        list: [{ kind: 'purchase', reason: `购买：${goods.course.title}` }],
      })
    })
  },
  { clock: clock.now },
)
