import { answerUnits, bankSubject, choiceUnits, countUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/v1/statistic', (server) => {
  it('needs a login', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    expect(await server.get(`/api/v1/statistic?subjectId=${subject.id}`)).toMatchObject({
      status: 401,
      code: 401,
    })
  })

  it("counts the subject's questions, the learner's answered ones and those right at the latest answer", async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const { userId, cookie } = await newLearner(server.app)
    const url = `/api/v1/statistic?subjectId=${subject.id}`
    const total = await countUnits(server.app, subject.id)
    expect(total).toBeGreaterThanOrEqual(150)
    expect((await server.get(url, cookie)).result).toEqual({
      totalQuestion: total,
      doneQuestion: 0,
      rightQuestion: 0,
    })

    const units = await choiceUnits(server.app, subject.id, 5)
    await answerUnits(server.app, userId, units, [true, false, true, false, true])
    expect((await server.get(url, cookie)).result).toEqual({
      totalQuestion: total,
      doneQuestion: 5,
      rightQuestion: 3,
    })

    // Answering again counts the question once, by its latest answer.
    await answerUnits(server.app, userId, units, [false, true])
    expect((await server.get(url, cookie)).result).toMatchObject({
      doneQuestion: 5,
      rightQuestion: 3,
    })
    const rows = await server.app.db
      .selectFrom('question_answers')
      .select('correct')
      .where('user_id', '=', userId)
      .execute()
    expect(rows).toHaveLength(7)
  })

  it("keeps one learner's answers out of another's statistic", async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const first = await newLearner(server.app)
    const second = await newLearner(server.app)
    await answerUnits(server.app, first.userId, await choiceUnits(server.app, subject.id, 2), [
      true,
      true,
    ])
    const answer = await server.get(`/api/v1/statistic?subjectId=${subject.id}`, second.cookie)
    expect(answer.result).toMatchObject({ doneQuestion: 0, rightQuestion: 0 })
  })

  it('answers 404 for an unknown subject', async () => {
    const { cookie } = await newLearner(server.app)
    expect((await server.get('/api/v1/statistic?subjectId=999999', cookie)).status).toBe(404)
  })
})
