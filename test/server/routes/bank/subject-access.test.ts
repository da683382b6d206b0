import { bankSubject } from '@test/server/support/bank'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/v1/access', (server) => {
  const access = async (cookie?: string) => {
    const subject = await bankSubject(server.app, 216, '财务管理')
    return server.get(`/api/v1/access?subjectId=${subject.id}`, cookie)
  }

  it('gives a visitor and a learner without the bank no access', async () => {
    expect((await access()).result).toMatchObject({ access: false, loggedIn: false })
    const { cookie } = await newLearner(server.app)
    expect((await access(cookie)).result).toMatchObject({ access: false, loggedIn: true })
  })

  it('gives access to a learner who bought the subject, until it ends', async () => {
    const subject = await bankSubject(server.app, 216, '财务管理')
    const buyer = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: buyer.userId,
      kind: 'subject',
      refId: subject.id,
      expiresInDays: 30,
    })
    const answer = await access(buyer.cookie)
    expect(answer.result).toMatchObject({ subjectId: subject.id, access: true, loggedIn: true })
    expect(answer.result.expireAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const lapsed = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: lapsed.userId,
      kind: 'subject',
      refId: subject.id,
      expiresInDays: -1,
    })
    expect((await access(lapsed.cookie)).result).toMatchObject({ access: false })
  })

  it('does not open another subject', async () => {
    const bought = await bankSubject(server.app, 216, '经济法')
    const buyer = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: buyer.userId,
      kind: 'subject',
      refId: bought.id,
      expiresInDays: 30,
    })
    expect((await access(buyer.cookie)).result).toMatchObject({ access: false })
  })

  it('answers 404 for an unknown subject', async () => {
    expect((await server.get('/api/v1/access?subjectId=999999')).message).toBe('科目不存在')
  })
})
