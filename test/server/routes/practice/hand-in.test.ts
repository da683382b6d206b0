import type { PracticeQuestion } from '@common/contracts/practice'
import { bankSubject, papersOf } from '@test/server/support/bank'
import { buyer, call, rightOptions, unitsOf } from '@test/server/support/practice'
import { describeServer, type TestServer } from '@test/server/support/test-server'

/** How a learner answers the first questions of a paper: right, wrong, or not at all. */
type Plan = ('right' | 'wrong')[]

/** A buyer of the subject hands in an attempt at the paper as planned; answers its report. */
async function handIn(
  server: TestServer,
  subjectId: number,
  paperId: number,
  mode: 'exam' | 'practice',
  plan: (questions: number) => Plan,
) {
  const learner = await buyer(server, subjectId)
  const started = await call(server, 'POST', '/api/practice/attempts', learner.cookie, {
    paperId,
    mode,
  })
  const units: PracticeQuestion[] = unitsOf(started.result.questions)
  const answers = plan(units.length)
  const { right, wrong } = await rightOptions(
    server,
    units.map((unit) => unit.id),
  )
  for (const [index, answer] of answers.entries()) {
    const unit = units[index]
    const optionIds = answer === 'right' ? right.get(unit.id) : wrong.get(unit.id)?.slice(0, 1)
    const url = `/api/practice/attempts/${started.result.attemptId}/answers/${unit.id}`
    expect((await call(server, 'PUT', url, learner.cookie, { optionIds })).code).toBe(200)
  }
  const submitted = await call(
    server,
    'POST',
    `/api/practice/attempts/${started.result.attemptId}/submit`,
    learner.cookie,
  )
  expect(submitted.code).toBe(200)
  return {
    ...learner,
    units,
    attemptId: Number(started.result.attemptId),
    report: submitted.result,
  }
}

/** 60% of the questions answered, the first `rights` of them right. */
const enough =
  (rights: number) =>
  (questions: number): Plan =>
    Array.from({ length: Math.ceil(questions * 0.6) }, (_, index) =>
      index < rights ? 'right' : 'wrong',
    )

describeServer(
  'what a handed-in attempt counts for: the ranking, the wrong-answer book',
  (server) => {
    it('ranks among the attempts with 60% answered: a near-empty hand-in is no one to beat', async () => {
      const subject = await bankSubject(server.app, 5617, '经济法基础')
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const take = (plan: (questions: number) => Plan) =>
        handIn(server, subject.id, mock.id, 'exam', plan)

      const twenty = await take(enough(20))
      await take(enough(0))
      for (let empty = 0; empty < 3; empty += 1) await take(() => [])
      const two = await take(() => ['right', 'right'])
      const ten = await take(enough(10))
      const all = await take((questions) => enough(questions)(questions))

      const answered = await server.app.db
        .selectFrom('attempts')
        .select(['id', 'answered'])
        .where('id', 'in', [twenty.attemptId, two.attemptId])
        .orderBy('id')
        .execute()
      const least = Math.ceil(twenty.units.length * 0.6)
      expect(answered.map((row) => Number(row.answered))).toEqual([least, 2])
      expect(two.report.score).toBeLessThan(ten.report.score)
      expect(ten.report.score).toBeLessThan(twenty.report.score)
      // Among the two that count (20 right, none right), not the three empty ones: it beats one.
      expect(two.report.beatPercent).toBe(50)
      // Neither the near-empty hand-in nor the empty ones are among those it beats.
      expect(ten.report.beatPercent).toBe(50)
      expect(all.report.beatPercent).toBe(100)
    })

    it('puts the unanswered questions of an exam in the wrong-answer book, as wrong ones', async () => {
      const subject = await bankSubject(server.app, 216, '经济法')
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const { cookie, units } = await handIn(server, subject.id, mock.id, 'exam', () => [
        'right',
        'wrong',
      ])
      const written = new Set(units.filter((unit) => unit.type === 'text').map((unit) => unit.id))
      expect(written.size).toBeGreaterThan(0)
      // Written answers are marked by their learner, never by the server: not in the book.
      const missed = units.slice(1).filter((unit) => !written.has(unit.id))
      const book = await call(server, 'GET', `/api/practice/wrong?subjectId=${subject.id}`, cookie)
      expect(book.result.map((item: { questionId: number }) => item.questionId).sort()).toEqual(
        missed.map((unit) => unit.id).sort(),
      )
      expect(book.result.every((item: { wrongCount: number }) => item.wrongCount === 1)).toBe(true)
      const listed = await call(
        server,
        'GET',
        `/api/home/test/getWrongLists?subjectId=${subject.id}`,
        cookie,
      )
      expect(listed.result.totalCount).toBe(missed.length)
    })

    it('leaves the unanswered questions of a practice out of the wrong-answer book', async () => {
      const subject = await bankSubject(server.app, 216, '经济法')
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const { cookie, units } = await handIn(server, subject.id, mock.id, 'practice', () => [
        'right',
        'wrong',
      ])
      const book = await call(server, 'GET', `/api/practice/wrong?subjectId=${subject.id}`, cookie)
      expect(book.result.map((item: { questionId: number }) => item.questionId)).toEqual([
        units[1].id,
      ])
    })
  },
)
