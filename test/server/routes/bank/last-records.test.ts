import { answerUnits, bankSubject, paperChoiceUnits, papersOf } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/lastrecords/', (server) => {
  it('lists the papers the learner practised, the latest first, with progress', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const [past] = await papersOf(server.app, subject.id, 'past')
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/api/home/lastrecords/', cookie)).result).toEqual([])
    await answerUnits(
      server.app,
      userId,
      await paperChoiceUnits(server.app, mock.id),
      [true, false],
      mock.id,
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    await answerUnits(
      server.app,
      userId,
      await paperChoiceUnits(server.app, past.id),
      [true],
      past.id,
    )
    const answer = await server.get('/api/home/lastrecords/', cookie)
    expect(answer.result).toEqual([
      expect.objectContaining({
        paperId: past.id,
        paperTitle: past.title,
        done: 1,
        subjectName: '初级会计实务',
      }),
      expect.objectContaining({
        paperId: mock.id,
        questionCount: 55,
        done: 2,
        subjectId: subject.id,
      }),
    ])
    expect(answer.result[0].answeredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('needs a login', async () => {
    expect((await server.get('/api/home/lastrecords/')).status).toBe(401)
  })
})
