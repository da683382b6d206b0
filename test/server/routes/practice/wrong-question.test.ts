import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/practice/wrong/{questionId}', (server) => {
  it('gives a missed question with the right answer, the 解析 and the learner’s latest answer', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const { userId, cookie } = await newLearner(server.app)
    const [unit] = await choiceUnits(server.app, subject.id, 1)
    await answerUnits(server.app, userId, [unit], [false])
    const answer = await server.get(`/api/practice/wrong/${unit.id}`, cookie)
    expect(answer.status).toBe(200)
    const stored = await server.app.db
      .selectFrom('questions')
      .select(['stem', 'analysis'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow()
    expect(answer.result).toMatchObject({
      question: { id: unit.id, stem: stored.stem, analysis: stored.analysis },
      yourOptionIds: unit.wrong,
      wrongCount: 1,
      streak: 0,
      wrongExit: 2,
    })
    expect([...answer.result.question.correctOptionIds].sort()).toEqual([...unit.right].sort())
    expect(answer.result.chapterTitle).not.toBe('')

    // Answered right since, the latest answer is the right one and the streak counts it.
    await answerUnits(server.app, userId, [unit], [true])
    const again = await server.get(`/api/practice/wrong/${unit.id}`, cookie)
    expect(again.result).toMatchObject({ yourOptionIds: unit.right, wrongCount: 1, streak: 1 })
  })

  it('refuses a question the learner never answered, and a visitor', async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    const { cookie } = await newLearner(server.app)
    const [unit] = await choiceUnits(server.app, subject.id, 1)
    const unanswered = await server.get(`/api/practice/wrong/${unit.id}`, cookie)
    expect(unanswered.status).toBe(404)
    expect(unanswered).toMatchObject({ code: 404, message: '试题不存在' })
    expect((await server.get(`/api/practice/wrong/${unit.id}`)).status).toBe(401)
    expect((await server.get('/api/practice/wrong/abc', cookie)).status).toBe(400)
  })
})
