import type { PracticeQuestion } from '@common/contracts/practice'
import { bankSubject, papersOf } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { buyer, call, rightOptions, unitsOf } from '@test/server/support/practice'
import { describeServer } from '@test/server/support/test-server'

describeServer('the practice section: /api/practice', (server) => {
  it('lists the papers of a subject with their real marks and time', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const { result } = await call(server, 'GET', `/api/practice/papers?subjectId=${subject.id}`, '')
    const mock = result.find((paper: { kind: string }) => paper.kind === 'mock')
    expect(mock).toMatchObject({ questionCount: 55, totalScore: 100, durationMinutes: 105 })
    expect(result.some((paper: { kind: string }) => paper.kind === 'chapter')).toBe(true)
    expect(
      result.find((paper: { kind: string }) => paper.kind === 'trial').totalScore,
    ).toBeGreaterThan(0)
  })

  it('starts an exam with nothing of the answers, and a second device resumes it', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const started = await call(server, 'POST', '/api/practice/attempts', cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    expect(started.code).toBe(200)
    const text = JSON.stringify(started.result)
    expect(text).not.toMatch(/correctOptionIds|analysis|modelAnswer/)
    const questions: PracticeQuestion[] = started.result.questions
    expect(unitsOf(questions)).toHaveLength(55)
    expect(questions.reduce((sum, q) => sum + q.score, 0)).toBe(100)
    const cases = questions.filter((q) => q.type === 'case')
    expect(cases).toHaveLength(3)
    expect(cases[0].children.every((child) => child.type === 'indefinite')).toBe(true)

    const unit = unitsOf(questions)[4]
    const saved = await call(
      server,
      'PUT',
      `/api/practice/attempts/${started.result.attemptId}/answers/${unit.id}`,
      cookie,
      { optionIds: [unit.options[1].id] },
    )
    expect(saved.code).toBe(200)
    expect(JSON.stringify(saved.result)).not.toMatch(/correct|analysis/)

    const resumed = await call(
      server,
      'GET',
      `/api/practice/attempts/${started.result.attemptId}`,
      cookie,
    )
    expect(resumed.result).toMatchObject({ submitted: false, position: 4, mode: 'exam' })
    expect(resumed.result.answers).toEqual([
      expect.objectContaining({ questionId: unit.id, optionIds: [unit.options[1].id] }),
    ])
    expect(resumed.result.secondsLeft).toBeGreaterThan(105 * 60 - 5)
    expect(resumed.result.secondsLeft).toBeLessThanOrEqual(105 * 60)
  })

  it('keeps an attempt to its learner: anyone else gets 404 and nothing of it', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const owner = await buyer(server, subject.id)
    const other = await buyer(server, subject.id)
    const { result } = await call(server, 'POST', '/api/practice/attempts', owner.cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const unit = unitsOf(result.questions)[0]
    const base = `/api/practice/attempts/${result.attemptId}`
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['PUT', `${base}/answers/${unit.id}`, { optionIds: [unit.options[0].id] }],
      ['POST', `${base}/submit`, undefined],
    ] as const) {
      const answer = await call(server, method, url, other.cookie, payload)
      expect(answer).toMatchObject({ code: 404, message: '答卷不存在', result: null })
    }
    expect((await call(server, 'GET', base, '')).code).toBe(401)
  })

  it('scores the submitted exam by the rules, keeps the report, and refuses later answers', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const { result } = await call(server, 'POST', '/api/practice/attempts', cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const units = unitsOf(result.questions)
    const { right, wrong } = await rightOptions(
      server,
      units.map((unit) => unit.id),
    )
    // Right on even units, wrong on every third odd one, nothing on the rest.
    let expected = 0
    for (const [index, unit] of units.entries()) {
      let optionIds: number[] | null = null
      if (index % 2 === 0) {
        optionIds = right.get(unit.id) as number[]
        expected += unit.score
      } else if (index % 3 === 0) {
        optionIds = [(wrong.get(unit.id) as number[])[0]]
      }
      if (!optionIds) continue
      const saved = await call(
        server,
        'PUT',
        `/api/practice/attempts/${result.attemptId}/answers/${unit.id}`,
        cookie,
        { optionIds },
      )
      expect(saved.code).toBe(200)
    }
    const submitted = await call(
      server,
      'POST',
      `/api/practice/attempts/${result.attemptId}/submit`,
      cookie,
    )
    expect(submitted.result.score).toBeCloseTo(expected, 5)
    expect(submitted.result).toMatchObject({
      totalScore: 100,
      passScore: 60,
      passed: expected >= 60,
    })
    expect(submitted.result.questions).toHaveLength(55)
    expect(submitted.result.byType.map((group: { name: string }) => group.name)).toEqual([
      '单选题',
      '多选题',
      '判断题',
      '不定项选择题',
    ])
    // Chapters in the textbook's order, whatever order the paper asks them in.
    const chapters = await server.app.db
      .selectFrom('bank_chapters')
      .select('title')
      .where('subject_id', '=', subject.id)
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .execute()
    const order = chapters.map((chapter) => chapter.title)
    const reported = submitted.result.byChapter.map((group: { name: string }) => group.name)
    expect(reported.length).toBeGreaterThan(2)
    expect(reported).toEqual(
      [...reported].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)),
    )
    const again = await call(
      server,
      'POST',
      `/api/practice/attempts/${result.attemptId}/submit`,
      cookie,
    )
    expect(again.result).toEqual(submitted.result)
    const late = await call(
      server,
      'PUT',
      `/api/practice/attempts/${result.attemptId}/answers/${units[1].id}`,
      cookie,
      { optionIds: right.get(units[1].id) as number[] },
    )
    expect(late).toMatchObject({ status: 409, code: 409 })
    // The exam's answers now count in the bank's statistics, once.
    const statistic = await call(server, 'GET', `/api/v1/statistic?subjectId=${subject.id}`, cookie)
    expect(statistic.result.doneQuestion).toBeGreaterThan(0)
  })

  it('gives 多选 half a mark per right option in 初级 and nothing for a subset in CPA', async () => {
    for (const [examId, name, partial] of [
      [5617, '初级会计实务', 1],
      [7652, '会计', 0],
    ] as const) {
      const subject = await bankSubject(server.app, examId, name)
      const [mock] = await papersOf(server.app, subject.id, 'mock')
      const { cookie } = await buyer(server, subject.id)
      const { result } = await call(server, 'POST', '/api/practice/attempts', cookie, {
        paperId: mock.id,
        mode: 'exam',
      })
      const multiples = unitsOf(result.questions).filter((unit) => unit.type === 'multiple')
      const { right, wrong } = await rightOptions(
        server,
        multiples.map((unit) => unit.id),
      )
      const [subset, withWrong] = multiples
      await call(
        server,
        'PUT',
        `/api/practice/attempts/${result.attemptId}/answers/${subset.id}`,
        cookie,
        {
          optionIds: (right.get(subset.id) as number[]).slice(1),
        },
      )
      await call(
        server,
        'PUT',
        `/api/practice/attempts/${result.attemptId}/answers/${withWrong.id}`,
        cookie,
        {
          optionIds: [
            ...(right.get(withWrong.id) as number[]),
            (wrong.get(withWrong.id) as number[])[0],
          ],
        },
      )
      const report = (
        await call(server, 'POST', `/api/practice/attempts/${result.attemptId}/submit`, cookie)
      ).result
      const earned = (id: number) =>
        report.questions.find((q: { id: number }) => q.id === id).earned
      const chosen = (right.get(subset.id) as number[]).length - 1
      expect({ name, subset: earned(subset.id) }).toEqual({ name, subset: partial * 0.5 * chosen })
      expect(earned(withWrong.id)).toBe(0)
    }
  })

  it('scores 会计分录 in any line order, numbers to the cent, and leaves written answers to the learner', async () => {
    const subject = await bankSubject(server.app, 216, '中级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const { result } = await call(server, 'POST', '/api/practice/attempts', cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const parts = unitsOf(result.questions)
    const entry = parts.find((unit) => unit.type === 'entry') as PracticeQuestion
    const number = parts.find((unit) => unit.type === 'number') as PracticeQuestion
    const models = await server.app.db
      .selectFrom('questions')
      .select(['id', 'model_answer'])
      .where('id', 'in', [entry.id, number.id])
      .execute()
    const modelOf = (id: number) =>
      models.find((row) => Number(row.id) === id)?.model_answer as string
    const lines = (
      JSON.parse(modelOf(entry.id)) as { side: string; account: string; amount: number }[][]
    ).flat()
    const base = `/api/practice/attempts/${result.attemptId}/answers`
    expect(
      (await call(server, 'PUT', `${base}/${entry.id}`, cookie, { entries: [...lines].reverse() }))
        .code,
    ).toBe(200)
    const value = (JSON.parse(modelOf(number.id)) as { value: number }).value
    await call(server, 'PUT', `${base}/${number.id}`, cookie, { text: String(value + 1) })
    const bad = await call(server, 'PUT', `${base}/${entry.id}`, cookie, {
      entries: [{ side: '借', account: '', amount: -1 }],
    })
    expect(bad).toMatchObject({ status: 400, code: 400 })
    const report = (
      await call(server, 'POST', `/api/practice/attempts/${result.attemptId}/submit`, cookie)
    ).result
    const scored = (id: number) => report.questions.find((q: { id: number }) => q.id === id)
    expect(scored(entry.id).earned).toBe(entry.score)
    expect(scored(number.id).earned).toBe(0)
  })

  it('ends an exam by the server clock: later answers are refused, the attempt is submitted', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const { result } = await call(server, 'POST', '/api/practice/attempts', cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    await server.app.db
      .updateTable('attempts')
      .set({ ends_at: Date.now() - 1000 })
      .where('id', '=', result.attemptId)
      .execute()
    const unit = unitsOf(result.questions)[0]
    const late = await call(
      server,
      'PUT',
      `/api/practice/attempts/${result.attemptId}/answers/${unit.id}`,
      cookie,
      {
        optionIds: [unit.options[0].id],
      },
    )
    expect(late).toMatchObject({ code: 409, message: '考试时间已到，答卷已自动提交' })
    const state = await call(server, 'GET', `/api/practice/attempts/${result.attemptId}`, cookie)
    expect(state.result).toMatchObject({ submitted: true, secondsLeft: 0, answers: [] })
  })

  it('answers at once in practice mode, and the wrong-answer book keeps a question until it is right twice in a row', async () => {
    const subject = await bankSubject(server.app, 216, '财务管理')
    const [chapter] = await papersOf(server.app, subject.id, 'chapter')
    const { cookie } = await buyer(server, subject.id)
    const start = async () =>
      (
        await call(server, 'POST', '/api/practice/attempts', cookie, {
          paperId: chapter.id,
          mode: 'practice',
        })
      ).result
    const first = await start()
    const unit = unitsOf(first.questions).find((q) => q.type === 'single') as PracticeQuestion
    expect(unit.correctOptionIds).toHaveLength(1)
    const wrongId = unit.options.find((o) => !unit.correctOptionIds?.includes(o.id))?.id as number
    const answer = async (attemptId: number, optionIds: number[]) =>
      (
        await call(
          server,
          'PUT',
          `/api/practice/attempts/${attemptId}/answers/${unit.id}`,
          cookie,
          { optionIds },
        )
      ).result
    expect(await answer(first.attemptId, [wrongId])).toMatchObject({
      correct: false,
      correctOptionIds: unit.correctOptionIds,
    })
    const book = async () =>
      (await call(server, 'GET', `/api/practice/wrong?subjectId=${subject.id}`, cookie)).result.map(
        (item: { questionId: number }) => item.questionId,
      )
    expect(await book()).toEqual([unit.id])
    // A change within the same attempt is judged but not counted again.
    expect(await answer(first.attemptId, unit.correctOptionIds as number[])).toMatchObject({
      correct: true,
    })
    expect(await book()).toEqual([unit.id])
    await answer((await start()).attemptId, unit.correctOptionIds as number[])
    expect(await book()).toEqual([unit.id])
    await answer((await start()).attemptId, unit.correctOptionIds as number[])
    expect(await book()).toEqual([])
    await answer((await start()).attemptId, [wrongId])
    expect(await book()).toEqual([unit.id])
  })

  it("keeps practice mode's answers away from a paper whose exam is running", async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { cookie } = await buyer(server, subject.id)
    const exam = await call(server, 'POST', '/api/practice/attempts', cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const practice = () =>
      call(server, 'POST', '/api/practice/attempts', cookie, { paperId: mock.id, mode: 'practice' })
    expect(await practice()).toMatchObject({ code: 409, result: null })
    await call(server, 'POST', `/api/practice/attempts/${exam.result.attemptId}/submit`, cookie)
    expect((await practice()).code).toBe(200)
  })

  it('opens a paid paper to buyers only, the free trial to any learner, nothing to a visitor', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const [trial] = await papersOf(server.app, subject.id, 'trial')
    const { cookie } = await newLearner(server.app)
    expect(
      await call(server, 'POST', '/api/practice/attempts', cookie, {
        paperId: mock.id,
        mode: 'exam',
      }),
    ).toMatchObject({ code: 403, message: '请先购买该科目题库' })
    expect(
      (
        await call(server, 'POST', '/api/practice/attempts', cookie, {
          paperId: trial.id,
          mode: 'practice',
        })
      ).code,
    ).toBe(200)
    expect(
      (
        await call(server, 'POST', '/api/practice/attempts', '', {
          paperId: trial.id,
          mode: 'practice',
        })
      ).code,
    ).toBe(401)
    expect(
      (
        await call(server, 'POST', '/api/practice/attempts', cookie, {
          paperId: trial.id,
          mode: 'later',
        })
      ).code,
    ).toBe(400)
  })

  it('ranks a report among the other attempts at the paper', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const [past] = await papersOf(server.app, subject.id, 'past')
    const results: number[] = []
    for (const rights of [0, 10]) {
      const { cookie } = await buyer(server, subject.id)
      const { result } = await call(server, 'POST', '/api/practice/attempts', cookie, {
        paperId: past.id,
        mode: 'exam',
      })
      // 60% answered, the first `rights` right and the rest not (one option of a 多选 whose
      // options are all right): both count in the ranking.
      const all = unitsOf(result.questions)
      const units = all.slice(0, Math.ceil(all.length * 0.6))
      const { right, wrong } = await rightOptions(
        server,
        units.map((u) => u.id),
      )
      for (const [index, unit] of units.entries()) {
        const optionIds =
          index < rights ? right.get(unit.id) : (wrong.get(unit.id) ?? right.get(unit.id))
        const saved = await call(
          server,
          'PUT',
          `/api/practice/attempts/${result.attemptId}/answers/${unit.id}`,
          cookie,
          { optionIds: optionIds?.slice(0, index < rights ? undefined : 1) },
        )
        expect(saved.code).toBe(200)
      }
      results.push(
        (await call(server, 'POST', `/api/practice/attempts/${result.attemptId}/submit`, cookie))
          .result.beatPercent,
      )
    }
    expect(results[1]).toBeGreaterThan(results[0])
    expect(results[1]).toBeGreaterThan(0)
  })
})
