import { bankSubject } from '@test/server/support/bank'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/ownlists/', (server) => {
  it('lists the subjects whose bank the learner may open, not the ended ones', async () => {
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/api/home/ownlists/', cookie)).result).toEqual([])
    const law = await bankSubject(server.app, 5617, '经济法基础')
    const practice = await bankSubject(server.app, 5617, '初级会计实务')
    await enrolLearner(server.app, { userId, kind: 'subject', refId: law.id, expiresInDays: 100 })
    await enrolLearner(server.app, {
      userId,
      kind: 'subject',
      refId: practice.id,
      expiresInDays: -2,
    })
    const answer = await server.get('/api/home/ownlists/', cookie)
    expect(answer.result.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
      [law.id, '经济法基础'],
    ])
  })

  it('needs a login', async () => {
    expect((await server.get('/api/home/ownlists/')).status).toBe(401)
  })
})
