import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/test/getFavouriteLists', (server) => {
  it("lists the learner's favourite questions and counts them on the bank home", async () => {
    const subject = await bankSubject(server.app, 216, '财务管理')
    const { userId, cookie } = await newLearner(server.app)
    const [first, second] = await choiceUnits(server.app, subject.id, 2)
    const now = Date.now()
    await server.app.db
      .insertInto('question_favourites')
      .values([
        { user_id: userId, question_id: first.id, subject_id: subject.id, created_at: now - 1000 },
        { user_id: userId, question_id: second.id, subject_id: subject.id, created_at: now },
      ])
      .execute()
    const answer = await server.get(
      `/api/home/test/getFavouriteLists?subjectId=${subject.id}`,
      cookie,
    )
    expect(answer.result.list.map((q: { id: number }) => q.id)).toEqual([second.id, first.id])
    const tiles = await server.get(
      `/api/home/test/getPracticeLists?subjectId=${subject.id}`,
      cookie,
    )
    expect(tiles.result.find((t: { key: string }) => t.key === 'favourite').count).toBe(2)
  })

  it('needs a login', async () => {
    expect((await server.get('/api/home/test/getFavouriteLists?subjectId=1')).status).toBe(401)
  })
})
