import { bankSubject, papersOf } from '@test/server/support/bank'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/checkaccess/{paperId}/p/{n}', (server) => {
  it('opens free trial questions to a visitor and a mock paper to buyers only', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [trial] = await papersOf(server.app, subject.id, 'trial')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    expect((await server.get(`/api/home/checkaccess/${trial.id}/p/1`)).result).toEqual({
      paperId: trial.id,
      subjectId: subject.id,
      question: 1,
      access: true,
      free: true,
      loggedIn: false,
    })
    const learner = await newLearner(server.app)
    // The first paid question of the mock (its free ones are the trial's).
    let paid = 0
    for (let n = 1; n <= mock.questionCount && paid === 0; n += 1) {
      const answer = await server.get(`/api/home/checkaccess/${mock.id}/p/${n}`, learner.cookie)
      if (!answer.result.free) paid = n
    }
    expect(paid).toBeGreaterThan(0)
    const closed = await server.get(`/api/home/checkaccess/${mock.id}/p/${paid}`, learner.cookie)
    expect(closed.result).toMatchObject({ access: false, free: false, loggedIn: true })
    await enrolLearner(server.app, {
      userId: learner.userId,
      kind: 'subject',
      refId: subject.id,
      expiresInDays: 30,
    })
    const open = await server.get(`/api/home/checkaccess/${mock.id}/p/${paid}`, learner.cookie)
    expect(open.result).toMatchObject({ access: true, free: false })
  })

  it('keeps the 押题卷 closed to everyone until a week before the exam', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [sprint] = await papersOf(server.app, subject.id, 'sprint')
    const buyer = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: buyer.userId,
      kind: 'subject',
      refId: subject.id,
      expiresInDays: 30,
    })
    const url = `/api/home/checkaccess/${sprint.id}/p/1`
    // Open it a week and a day before the exam: closed; a week before: open.
    await server.app.db
      .updateTable('bank_subjects')
      .set({ exam_date: Date.now() + 8 * 86_400_000 })
      .where('id', '=', subject.id)
      .execute()
    expect((await server.get(url, buyer.cookie)).result).toMatchObject({
      access: false,
      free: false,
    })
    await server.app.db
      .updateTable('bank_subjects')
      .set({ exam_date: Date.now() + 6 * 86_400_000 })
      .where('id', '=', subject.id)
      .execute()
    expect((await server.get(url, buyer.cookie)).result).toMatchObject({ access: true })
    await server.app.db
      .updateTable('bank_subjects')
      .set({ exam_date: subject.examDate })
      .where('id', '=', subject.id)
      .execute()
  })

  it('refuses a question past the end of the paper and an unknown paper', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    expect(await server.get(`/api/home/checkaccess/${mock.id}/p/56`)).toMatchObject({
      status: 404,
      message: '该试卷没有这道题',
    })
    expect((await server.get('/api/home/checkaccess/999999/p/1')).message).toBe('试卷不存在')
  })
})
