import type { PracticePaper, PracticeQuestion } from '@common/contracts/practice'
import { bankSubject, papersOf } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { buyer, call, unitsOf } from '@test/server/support/practice'
import { describeServer, type TestServer } from '@test/server/support/test-server'

async function start(server: TestServer, cookie: string, paperId: number, mode: string) {
  return (await call(server, 'POST', '/api/practice/attempts', cookie, { paperId, mode })).result
}

/** A buyer's exam at a 初级会计实务 mock, its first question, and that question's answer URL. */
async function firstQuestionOfExam(server: TestServer) {
  const subject = await bankSubject(server.app, 5617, '初级会计实务')
  const [mock] = await papersOf(server.app, subject.id, 'mock')
  const { cookie } = await buyer(server, subject.id)
  const attempt = await start(server, cookie, mock.id, 'exam')
  const unit = unitsOf(attempt.questions)[0]
  const url = `/api/practice/attempts/${attempt.attemptId}/answers/${unit.id}`
  return { cookie, attempt, unit, url }
}

describeServer('resuming, 自评 and saves from two devices: /api/practice/attempts', (server) => {
  it('lists the open attempts at a paper to resume, not the submitted or timed-out ones', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const done = await start(server, cookie, mock.id, 'exam')
    await call(server, 'POST', `/api/practice/attempts/${done.attemptId}/submit`, cookie)
    const over = await start(server, cookie, mock.id, 'exam')
    await server.app.db
      .updateTable('attempts')
      .set({ ends_at: Date.now() - 1000 })
      .where('id', '=', over.attemptId)
      .execute()
    const first = await start(server, cookie, mock.id, 'exam')
    const unit = unitsOf(first.questions)[3]
    await call(
      server,
      'PUT',
      `/api/practice/attempts/${first.attemptId}/answers/${unit.id}`,
      cookie,
      {
        optionIds: [unit.options[0].id],
      },
    )

    const open = await call(server, 'GET', `/api/practice/attempts?paperId=${mock.id}`, cookie)
    expect(open.result).toEqual([
      expect.objectContaining({
        attemptId: first.attemptId,
        mode: 'exam',
        answered: 1,
        position: 3,
      }),
    ])
    expect(open.result[0].secondsLeft).toBeGreaterThan(100 * 60)
    // The exam whose time ran out unseen was handed in as it stood, at its end.
    const submitted = await server.app.db
      .selectFrom('attempts')
      .select(['id', 'submitted_at', 'ends_at'])
      .where('id', 'in', [over.attemptId, first.attemptId])
      .orderBy('id')
      .execute()
    expect(submitted.map((row) => row.submitted_at === null)).toEqual([false, true])
    expect(Number(submitted[0].submitted_at)).toBe(Number(submitted[0].ends_at))

    // 重新开始: a new exam hands in the one left open.
    const again = await start(server, cookie, mock.id, 'exam')
    const now = await call(server, 'GET', `/api/practice/attempts?paperId=${mock.id}`, cookie)
    expect(now.result.map((item: { attemptId: number }) => item.attemptId)).toEqual([
      again.attemptId,
    ])
    const handedIn = await call(server, 'GET', `/api/practice/attempts/${first.attemptId}`, cookie)
    expect(handedIn.result.submitted).toBe(true)

    const other = await newLearner(server.app)
    const theirs = await call(
      server,
      'GET',
      `/api/practice/attempts?paperId=${mock.id}`,
      other.cookie,
    )
    expect(theirs.result).toEqual([])
    expect((await call(server, 'GET', `/api/practice/attempts?paperId=${mock.id}`, '')).code).toBe(
      401,
    )
  })

  it('clears an exam answer and keeps the question shown, for the next device', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const attempt = await start(server, cookie, mock.id, 'exam')
    const unit = unitsOf(attempt.questions)[1]
    const base = `/api/practice/attempts/${attempt.attemptId}`
    await call(server, 'PUT', `${base}/answers/${unit.id}`, cookie, {
      optionIds: [unit.options[0].id],
    })
    expect((await call(server, 'DELETE', `${base}/answers/${unit.id}`, cookie)).code).toBe(200)
    expect((await call(server, 'PUT', `${base}/position`, cookie, { position: 7 })).code).toBe(200)
    const state = (await call(server, 'GET', base, cookie)).result
    expect(state).toMatchObject({ answers: [], position: 7 })
    const beyond = await call(server, 'PUT', `${base}/position`, cookie, { position: 55 })
    expect(beyond.code).toBe(400)
    const other = await newLearner(server.app)
    expect(
      (await call(server, 'PUT', `${base}/position`, other.cookie, { position: 1 })).code,
    ).toBe(404)
    await call(server, 'POST', `${base}/submit`, cookie)
    const late = await call(server, 'DELETE', `${base}/answers/${unit.id}`, cookie)
    expect(late).toMatchObject({ code: 409, message: '答卷已提交，不能再修改答案' })

    const practice = await start(server, cookie, mock.id, 'practice')
    const shown = unitsOf(practice.questions)[0]
    const practiceBase = `/api/practice/attempts/${practice.attemptId}`
    await call(server, 'PUT', `${practiceBase}/answers/${shown.id}`, cookie, {
      optionIds: [shown.options[0].id],
    })
    const kept = await call(server, 'DELETE', `${practiceBase}/answers/${shown.id}`, cookie)
    expect(kept.code).toBe(409)
  })

  it('keeps the later answer when a device sends one given earlier while offline', async () => {
    const { cookie, attempt, unit, url } = await firstQuestionOfExam(server)
    // The second device answers now; the first one's answer, given before, arrives after.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const later = await call(server, 'PUT', url, cookie, { optionIds: [unit.options[1].id] })
    expect(later.result.newer).toBeUndefined()
    const stale = await call(server, 'PUT', url, cookie, {
      optionIds: [unit.options[2].id],
      answeredAgo: 5000,
    })
    expect(stale.code).toBe(200)
    expect(stale.result.newer).toEqual({ optionIds: [unit.options[1].id] })
    const state = await call(server, 'GET', `/api/practice/attempts/${attempt.attemptId}`, cookie)
    expect(state.result.answers).toEqual([
      expect.objectContaining({ questionId: unit.id, optionIds: [unit.options[1].id] }),
    ])
    // A clear made offline before it does not take it away either.
    const staleClear = await call(server, 'DELETE', `${url}?answeredAgo=5000`, cookie)
    expect(staleClear.result).toEqual({
      questionId: unit.id,
      newer: { optionIds: [unit.options[1].id] },
    })
    // An answer given after the kept one replaces it, whenever it arrives.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const fresh = await call(server, 'PUT', url, cookie, {
      optionIds: [unit.options[3].id],
      answeredAgo: 0,
    })
    expect(fresh.result.newer).toBeUndefined()
    const cleared = await call(server, 'DELETE', url, cookie)
    expect(cleared.result).toEqual({ questionId: unit.id })
  })

  it("keeps one device's answers in the order it sent them, whatever their times say", async () => {
    const { cookie, attempt, unit, url } = await firstQuestionOfExam(server)
    const phone = 'lq3x9a-k2j4h5g6f7'
    // Two quick choices: the first request was slow, so the second, sent when the first came
    // back, counts itself as given before the server dated the first (here: when it began).
    await new Promise((resolve) => setTimeout(resolve, 30))
    const first = { optionIds: [unit.options[0].id], answeredAgo: 0, device: phone }
    expect((await call(server, 'PUT', url, cookie, first)).result.newer).toBeUndefined()
    const second = { optionIds: [unit.options[1].id], answeredAgo: 60_000, device: phone }
    expect((await call(server, 'PUT', url, cookie, second)).result.newer).toBeUndefined()
    const state = async () =>
      (await call(server, 'GET', `/api/practice/attempts/${attempt.attemptId}`, cookie)).result
        .answers
    expect(await state()).toEqual([
      expect.objectContaining({ questionId: unit.id, optionIds: [unit.options[1].id] }),
    ])
    // Another device's answer given before the phone's last one still loses to it.
    const tablet = { optionIds: [unit.options[2].id], answeredAgo: 60_000, device: 'tablet-1' }
    const late = await call(server, 'PUT', url, cookie, tablet)
    expect(late.result.newer).toEqual({ optionIds: [unit.options[1].id] })
    // The phone's clear comes after its own answer, however it is dated.
    const cleared = await call(server, 'DELETE', `${url}?answeredAgo=60000&device=${phone}`, cookie)
    expect(cleared.result).toEqual({ questionId: unit.id })
    expect(await state()).toEqual([])
    // A name that is not one is refused.
    const bad = await call(server, 'PUT', url, cookie, { ...first, device: '../x' })
    expect(bad.code).toBe(400)
  })

  it('lets the learner mark a written answer after submitting; the report and score follow', async () => {
    const subject = await bankSubject(server.app, 216, '经济法')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const attempt = await start(server, cookie, mock.id, 'exam')
    const units: PracticeQuestion[] = unitsOf(attempt.questions)
    const [written, unanswered] = units.filter((unit) => unit.type === 'text')
    const choice = units.find((unit) => unit.type === 'single') as PracticeQuestion
    const base = `/api/practice/attempts/${attempt.attemptId}`
    const early = await call(server, 'PUT', `${base}/marks/${written.id}`, cookie, { earned: 1 })
    expect(early).toMatchObject({ code: 409, message: '交卷后才能自评' })
    await call(server, 'PUT', `${base}/answers/${written.id}`, cookie, {
      text: '视为放弃优先购买权',
    })
    await call(server, 'PUT', `${base}/answers/${choice.id}`, cookie, {
      optionIds: [choice.options[0].id],
    })
    const report = (await call(server, 'POST', `${base}/submit`, cookie)).result
    const before = report.questions.find((q: { id: number }) => q.id === written.id)
    expect(before).toMatchObject({ needsMarking: true, earned: 0, selfMarks: null })

    const marked = await call(server, 'PUT', `${base}/marks/${written.id}`, cookie, { earned: 1.5 })
    expect(marked.code).toBe(200)
    const after = marked.result.questions.find((q: { id: number }) => q.id === written.id)
    expect(after).toMatchObject({ needsMarking: false, earned: 1.5, selfMarks: 1.5 })
    expect(marked.result.score).toBeCloseTo(report.score + 1.5, 5)
    expect(marked.result.beatPercent).toBe(report.beatPercent)
    const row = await server.app.db
      .selectFrom('attempts')
      .select('score')
      .where('id', '=', attempt.attemptId)
      .executeTakeFirstOrThrow()
    // Others are ranked by the server's marking, not by marks a learner gives themself.
    expect(Number(row.score)).toBe(Math.round(report.score * 100))
    // A report kept before 自评 existed (no selfMarks) is still answered.
    const old = JSON.parse(
      (
        await server.app.db
          .selectFrom('attempts')
          .select('report')
          .where('id', '=', attempt.attemptId)
          .executeTakeFirstOrThrow()
      ).report as string,
    ) as { questions: Record<string, unknown>[] }
    for (const question of old.questions) delete question.selfMarks
    await server.app.db
      .updateTable('attempts')
      .set({ report: JSON.stringify(old) })
      .where('id', '=', attempt.attemptId)
      .execute()
    const again = await call(server, 'POST', `${base}/submit`, cookie)
    expect(again.code).toBe(200)
    expect(again.result.questions.every((q: { selfMarks: unknown }) => q.selfMarks === null)).toBe(
      true,
    )
    await call(server, 'PUT', `${base}/marks/${written.id}`, cookie, { earned: 1.5 })
    // A second submit answers the kept, marked report.
    expect((await call(server, 'POST', `${base}/submit`, cookie)).result.score).toBe(
      marked.result.score,
    )

    const cases: [number, Record<string, unknown>, number, string][] = [
      [written.id, { earned: written.score + 0.5 }, 400, `自评分数应在0到${written.score}分之间`],
      [written.id, { earned: 0.3 }, 400, '自评分数以0.5分为单位'],
      [written.id, { earned: -1 }, 400, ''],
      [unanswered.id, { earned: 1 }, 400, '未作答的题目不能自评'],
      [choice.id, { earned: 1 }, 400, '只有文字作答的题目需要自评'],
      [999999, { earned: 1 }, 404, '该试卷没有这道题'],
    ]
    for (const [questionId, body, code, message] of cases) {
      const refused = await call(server, 'PUT', `${base}/marks/${questionId}`, cookie, body)
      expect({ questionId, code: refused.code }).toEqual({ questionId, code })
      if (message) expect(refused.message).toBe(message)
    }
    const other = await newLearner(server.app)
    const stranger = await call(server, 'PUT', `${base}/marks/${written.id}`, other.cookie, {
      earned: 2,
    })
    expect(stranger.code).toBe(404)
  })

  it('counts each question of a practice set as 1, a material question once, and passes nothing empty', async () => {
    const subject = await bankSubject(server.app, 216, '经济法')
    const papers: PracticePaper[] = (
      await call(server, 'GET', `/api/practice/papers?subjectId=${subject.id}`, '')
    ).result
    const { cookie } = await buyer(server, subject.id)
    let withMaterial = 0
    for (const paper of papers.filter((p) => p.kind === 'chapter')) {
      const attempt = await start(server, cookie, paper.id, 'practice')
      const questions: PracticeQuestion[] = attempt.questions
      if (questions.some((q) => q.type === 'material')) withMaterial += 1
      const total = Math.round(questions.reduce((sum, q) => sum + q.score, 0) * 100) / 100
      expect({ paper: paper.title, total }).toEqual({ paper: paper.title, total: paper.totalScore })
      const material = questions.find((q) => q.type === 'material')
      if (material) expect(material.score).toBe(1)
    }
    expect(withMaterial).toBeGreaterThan(0)

    const chapter = papers.find((p) => p.kind === 'chapter') as PracticePaper
    const attempt = await start(server, cookie, chapter.id, 'practice')
    const report = (
      await call(server, 'POST', `/api/practice/attempts/${attempt.attemptId}/submit`, cookie)
    ).result
    expect(report).toMatchObject({ score: 0, passed: false })
  })
})
