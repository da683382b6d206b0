import { OWN_SET_MAX, SMART_SET_SIZE } from '@common/constants/bank'
import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { buyer, call, unitsOf } from '@test/server/support/practice'
import { describeServer, type TestServer } from '@test/server/support/test-server'

/** Makes a set and starts it in practice mode. */
async function startSet(server: TestServer, cookie: string, body: Record<string, unknown>) {
  const made = await call(server, 'POST', '/api/practice/sets', cookie, body)
  if (made.code !== 200) return { made, started: null }
  const started = await call(server, 'POST', '/api/practice/attempts', cookie, {
    paperId: made.result.id,
    mode: 'practice',
  })
  return { made, started }
}

async function pointsOf(server: TestServer, subjectId: number) {
  const rows = await server.app.db
    .selectFrom('knowledge_points')
    .innerJoin('question_points', 'question_points.point_id', 'knowledge_points.id')
    .select(['knowledge_points.id', 'knowledge_points.name', 'question_points.question_id'])
    .where('knowledge_points.subject_id', '=', subjectId)
    .orderBy('knowledge_points.id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    questionId: Number(row.question_id),
  }))
}

describeServer("practice sets of the learner's own: POST /api/practice/sets", (server) => {
  it('redoes the wrong-answer book: its missed questions, by chapter when asked', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const learner = await buyer(server, subject.id)
    const units = await choiceUnits(server.app, subject.id, 6)
    await answerUnits(server.app, learner.userId, units, [false, true, false, false, true, true])
    const missed = [units[0], units[2], units[3]].map((unit) => unit.id)

    const { made, started } = await startSet(server, learner.cookie, {
      subjectId: subject.id,
      source: 'wrong',
    })
    expect(made.result).toMatchObject({ kind: 'wrong', title: '错题重做', durationMinutes: 0 })
    const report = (
      await call(
        server,
        'POST',
        `/api/practice/attempts/${started?.result.attemptId}/submit`,
        learner.cookie,
      )
    ).result
    // No one else takes the set: no rank; its 易错题 are those missed most by all, anywhere.
    expect(report).toMatchObject({ ranked: false, beatPercent: 0 })
    expect(report.mostMissed).toEqual(expect.arrayContaining(missed))
    const ids = unitsOf(started?.result.questions).map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining(missed))
    expect(ids).not.toContain(units[1].id)
    // Choices only here: each one question, each 1 mark.
    expect(made.result.questionCount).toBe(ids.length)
    expect(made.result.totalScore).toBe(ids.length)

    const chapter = units[0].chapterId
    const book = await call(
      server,
      'GET',
      `/api/practice/wrong?subjectId=${subject.id}`,
      learner.cookie,
    )
    const title = await server.app.db
      .selectFrom('bank_chapters')
      .select('title')
      .where('id', '=', chapter)
      .executeTakeFirstOrThrow()
    expect(
      book.result.find((item: { questionId: number }) => item.questionId === units[0].id),
    ).toMatchObject({ chapterId: chapter, chapterTitle: title.title, wrongCount: 1 })
    const byChapter = await startSet(server, learner.cookie, {
      subjectId: subject.id,
      source: 'wrong',
      chapterId: chapter,
    })
    const chapterIds = unitsOf(byChapter.started?.result.questions).map((q) => q.chapterId)
    expect(new Set(chapterIds)).toEqual(new Set([chapter]))
  })

  it('says so when the wrong-answer book or the favourites are empty', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const { cookie } = await newLearner(server.app)
    const wrong = await call(server, 'POST', '/api/practice/sets', cookie, {
      subjectId: subject.id,
      source: 'wrong',
    })
    expect(wrong).toMatchObject({ status: 404, code: 404, message: '错题本中还没有题目' })
    const favourite = await call(server, 'POST', '/api/practice/sets', cookie, {
      subjectId: subject.id,
      source: 'favourite',
    })
    expect(favourite).toMatchObject({ code: 404, message: '还没有收藏的题目' })
    const visitor = await call(server, 'POST', '/api/practice/sets', '', {
      subjectId: subject.id,
      source: 'wrong',
    })
    expect(visitor.code).toBe(401)
    const bad = await call(server, 'POST', '/api/practice/sets', cookie, {
      subjectId: subject.id,
      source: 'everything',
    })
    expect(bad.code).toBe(400)
  })

  it('redoes without the access only the free trial questions; a set of paid ones asks for it', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const units = await choiceUnits(server.app, subject.id, 40)
    const flags = await server.app.db
      .selectFrom('questions')
      .select(['id', 'free'])
      .where(
        'id',
        'in',
        units.map((unit) => unit.id),
      )
      .execute()
    const isFree = (id: number) =>
      flags.some((row) => Number(row.id) === id && Number(row.free) === 1)
    const free = units.find((unit) => isFree(unit.id))
    const paid = units.find((unit) => !isFree(unit.id))
    if (!free || !paid) throw new Error('the seed has free and paid questions')

    // A learner once enrolled missed both; the access has ended since.
    const learner = await newLearner(server.app)
    await answerUnits(server.app, learner.userId, [free, paid], [false, false])
    const { made, started } = await startSet(server, learner.cookie, {
      subjectId: subject.id,
      source: 'wrong',
    })
    expect(unitsOf(started?.result.questions).map((q) => q.id)).toEqual([free.id])
    expect(made.result.questionCount).toBe(1)

    // Paid questions cannot be put in 我的收藏 without the access, so not redone from there.
    const favourite = await call(
      server,
      'POST',
      `/api/practice/favourites/${paid.id}`,
      learner.cookie,
    )
    expect(favourite).toMatchObject({ code: 403, message: '请先购买该科目题库' })

    // A buyer's set with paid questions is theirs only while the access lasts.
    const bought = await buyer(server, subject.id)
    await answerUnits(server.app, bought.userId, [paid], [false])
    const set = (
      await call(server, 'POST', '/api/practice/sets', bought.cookie, {
        subjectId: subject.id,
        source: 'wrong',
      })
    ).result
    await server.app.db.deleteFrom('enrolments').where('user_id', '=', bought.userId).execute()
    const later = await call(server, 'POST', '/api/practice/attempts', bought.cookie, {
      paperId: set.id,
      mode: 'practice',
    })
    expect(later).toMatchObject({ code: 403, message: '请先购买该科目题库' })
  })

  it('redoes the favourites, the latest first', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const { cookie } = await buyer(server, subject.id)
    const units = await choiceUnits(server.app, subject.id, 3)
    for (const unit of units) {
      const toggled = await call(server, 'POST', `/api/practice/favourites/${unit.id}`, cookie)
      expect(toggled.code).toBe(200)
    }
    const { made, started } = await startSet(server, cookie, {
      subjectId: subject.id,
      source: 'favourite',
    })
    expect(made.result.kind).toBe('favourite')
    const ids = unitsOf(started?.result.questions).map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining(units.map((unit) => unit.id)))
  })

  it("practises a knowledge point's questions, for buyers only", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [point] = await pointsOf(server, subject.id)
    const visitorLike = await newLearner(server.app)
    const refused = await call(server, 'POST', '/api/practice/sets', visitorLike.cookie, {
      subjectId: subject.id,
      source: 'point',
      pointId: point.id,
    })
    expect(refused).toMatchObject({ code: 403, message: '请先购买该科目题库' })

    const { cookie } = await buyer(server, subject.id)
    const { made, started } = await startSet(server, cookie, {
      subjectId: subject.id,
      source: 'point',
      pointId: point.id,
    })
    expect(made.result.title).toBe(`知识点练习：${point.name}`)
    const tied = (await pointsOf(server, subject.id))
      .filter((row) => row.id === point.id)
      .map((row) => row.questionId)
    const ids = unitsOf(started?.result.questions).map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining(tied))
    expect(started?.result.questions.length).toBeLessThanOrEqual(OWN_SET_MAX)

    const elsewhere = await bankSubject(server.app, 5617, '经济法基础')
    const wrongSubject = await call(server, 'POST', '/api/practice/sets', cookie, {
      subjectId: elsewhere.id,
      source: 'point',
      pointId: point.id,
    })
    expect(wrongSubject).toMatchObject({ code: 404, message: '知识点不存在' })
  })

  it('makes 智能练习 from the wrong book first, then unanswered points, for buyers', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const learner = await buyer(server, subject.id)
    const units = await choiceUnits(server.app, subject.id, 2)
    await answerUnits(server.app, learner.userId, units, [false, true])
    const { made, started } = await startSet(server, learner.cookie, {
      subjectId: subject.id,
      source: 'smart',
    })
    expect(made.result).toMatchObject({ kind: 'smart', title: '智能练习' })
    const questions = started?.result.questions
    // As many units as the set's size allows, a case whole (at most 5 sub-questions).
    const ids = unitsOf(questions).map((q) => q.id)
    expect(ids.length).toBeLessThanOrEqual(SMART_SET_SIZE)
    expect(ids.length).toBeGreaterThan(SMART_SET_SIZE - 5)
    expect(ids).toContain(units[0].id)
    expect(ids).not.toContain(units[1].id)
  })

  it("keeps a set to its learner and out of the subject's paper list", async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const learner = await newLearner(server.app)
    const units = await choiceUnits(server.app, subject.id, 1)
    await answerUnits(server.app, learner.userId, units, [false])
    const { made } = await startSet(server, learner.cookie, {
      subjectId: subject.id,
      source: 'wrong',
    })
    const other = await newLearner(server.app)
    const stolen = await call(server, 'POST', '/api/practice/attempts', other.cookie, {
      paperId: made.result.id,
      mode: 'practice',
    })
    expect(stolen).toMatchObject({ code: 404, message: '试卷不存在' })
    expect(stolen.result ?? null).toBeNull()
    const listed = await call(server, 'GET', `/api/practice/papers?subjectId=${subject.id}`, '')
    expect(listed.result.map((paper: { id: number }) => paper.id)).not.toContain(made.result.id)
  })
})
