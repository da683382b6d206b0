import { answerUnits, bankSubject, paperChoiceUnits, papersOf } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/home/practice/getComplete/id/{paperId}', (server) => {
  it("reports the learner's answered and right questions of a paper", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const { userId, cookie } = await newLearner(server.app)
    const url = `/new/home/practice/getComplete/id/${mock.id}`
    expect((await server.get(url, cookie)).result).toEqual({
      paperId: mock.id,
      questionCount: 55,
      done: 0,
      right: 0,
      complete: false,
    })
    const units = await paperChoiceUnits(server.app, mock.id)
    expect(units).toHaveLength(55)
    await answerUnits(server.app, userId, units, [true, true, false], mock.id)
    expect((await server.get(url, cookie)).result).toMatchObject({
      done: 3,
      right: 2,
      complete: false,
    })
    await answerUnits(
      server.app,
      userId,
      units,
      units.map(() => true),
      mock.id,
    )
    expect((await server.get(url, cookie)).result).toMatchObject({
      done: 55,
      right: 55,
      complete: true,
    })
  })

  it('needs a login and a paper that exists', async () => {
    expect((await server.get('/new/home/practice/getComplete/id/1')).status).toBe(401)
    const { cookie } = await newLearner(server.app)
    expect(await server.get('/new/home/practice/getComplete/id/999999', cookie)).toMatchObject({
      status: 404,
      message: '试卷不存在',
    })
  })
})
