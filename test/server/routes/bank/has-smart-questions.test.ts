import { bankSubject } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/Home/Practice/hasSmartQuestion', (server) => {
  it('says smart practice is there when enough questions are tied to points', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const answer = await server.get(`/new/Home/Practice/hasSmartQuestion?sid=${subject.id}`)
    expect(answer.result.has).toBe(true)
    expect(answer.result.count).toBeGreaterThanOrEqual(150)
  })

  it('says no for a subject without questions tied to points', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    await server.app.db
      .deleteFrom('question_points')
      .where('question_id', 'in', (eb) =>
        eb.selectFrom('questions').select('id').where('subject_id', '=', subject.id),
      )
      .execute()
    expect(
      (await server.get(`/new/Home/Practice/hasSmartQuestion?sid=${subject.id}`)).result,
    ).toEqual({
      has: false,
      count: 0,
    })
  })
})
