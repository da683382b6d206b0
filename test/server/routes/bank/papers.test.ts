import { isSprintOpen } from '@common/rules/bank'
import { answerUnits, bankSubject, paperChoiceUnits, papersOf } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/testlists/{subjectId}/type/{type}/p/{page}', (server) => {
  it('lists the mock and past-style papers (type 1) with their real time and marks', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const answer = await server.get(`/api/home/testlists/${subject.id}/type/1/p/1`)
    expect(answer.result).toMatchObject({ totalCount: 2, page: 1, pageSize: 10 })
    expect(answer.result.list.map((paper: { kind: string }) => paper.kind).sort()).toEqual([
      'mock',
      'past',
    ])
    for (const paper of answer.result.list) {
      expect(paper).toMatchObject({
        questionCount: 55,
        minutes: 105,
        totalMarks: 100,
        passMarks: 60,
        done: 0,
      })
    }
  })

  it('lists the 押题卷 (2) once it is open, the chapter practice (3) and the free trial (4)', async () => {
    const subject = await bankSubject(server.app, 216, '中级会计实务')
    const last = await server.app.db
      .selectFrom('bank_subjects')
      .select('id')
      .where('exam_id', '=', 216)
      .where('name', '=', '中级会计实务')
      .where('year', '=', subject.year - 1)
      .executeTakeFirstOrThrow()
    const open = await server.get(`/api/home/testlists/${last.id}/type/2/p/1`)
    expect(open.result.list).toEqual([
      expect.objectContaining({
        kind: 'sprint',
        // Titled for its own sitting: last year's bank, last year's paper.
        title: `${subject.year - 1}年中级会计实务考前押题卷`,
        totalMarks: 100,
        minutes: 165,
      }),
    ])
    const current = await server.get(`/api/home/testlists/${subject.id}/type/2/p/1`)
    expect(current.result.totalCount).toBe(isSprintOpen(subject.examDate, Date.now()) ? 1 : 0)
    const chapters = await server.get(`/api/home/testlists/${subject.id}/type/3/p/1`)
    expect(chapters.result.totalCount).toBeGreaterThan(5)
    expect(chapters.result.list[0]).toMatchObject({ kind: 'chapter', free: false })
    const mocks = await server.get(`/api/home/testlists/${subject.id}/type/1/p/1`)
    expect(mocks.result.list[0].title).toBe(`${subject.year}年中级会计实务全真模拟试卷（一）`)
    const trial = await server.get(`/api/home/testlists/${subject.id}/type/4/p/1`)
    expect(trial.result.list).toEqual([
      expect.objectContaining({ kind: 'trial', title: '中级会计实务免费试做', free: true }),
    ])
  })

  it("shows a learner's answered questions per paper and pages the list", async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { userId, cookie } = await newLearner(server.app)
    await answerUnits(
      server.app,
      userId,
      await paperChoiceUnits(server.app, mock.id),
      [true, false, true],
      mock.id,
    )
    const answer = await server.get(`/api/home/testlists/${subject.id}/type/1/p/1`, cookie)
    expect(answer.result.list.find((p: { id: number }) => p.id === mock.id)).toMatchObject({
      done: 3,
    })
    const beyond = await server.get(`/api/home/testlists/${subject.id}/type/3/p/50`)
    expect(beyond.result.list).toEqual([])
  })

  it('refuses an unknown type or subject', async () => {
    expect((await server.get('/api/home/testlists/1/type/9/p/1')).code).toBe(400)
    expect((await server.get('/api/home/testlists/999999/type/1/p/1')).status).toBe(404)
  })
})
