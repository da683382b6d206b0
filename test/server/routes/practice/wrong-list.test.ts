import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/test/getWrongLists', (server) => {
  it('lists the questions the learner missed until they are right twice in a row', async () => {
    const subject = await bankSubject(server.app, 216, '中级会计实务')
    const { userId, cookie } = await newLearner(server.app)
    const units = await choiceUnits(server.app, subject.id, 3)
    await answerUnits(server.app, userId, units, [false, true, false])
    const url = `/api/home/test/getWrongLists?subjectId=${subject.id}`
    const answer = await server.get(url, cookie)
    expect(answer.result.totalCount).toBe(2)
    expect(answer.result.list.map((q: { id: number }) => q.id).sort()).toEqual(
      [units[0].id, units[2].id].sort(),
    )
    // Answered right twice in a row, a question leaves the list.
    await answerUnits(server.app, userId, [units[0]], [true])
    expect((await server.get(url, cookie)).result.totalCount).toBe(2)
    await answerUnits(server.app, userId, [units[0]], [true])
    expect((await server.get(url, cookie)).result.list.map((q: { id: number }) => q.id)).toEqual([
      units[2].id,
    ])
  })

  it('needs a login', async () => {
    expect((await server.get('/api/home/test/getWrongLists?subjectId=1')).status).toBe(401)
  })
})
