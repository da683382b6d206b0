import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/sortinfos/{subjectId}/p/{page}', (server) => {
  it("lists the chapters with their 节, practice paper and the learner's progress", async () => {
    const subject = await bankSubject(server.app, 216, '中级会计实务')
    const visitor = await server.get(`/api/home/sortinfos/${subject.id}/p/1`)
    expect(visitor.result.totalCount).toBeGreaterThan(5)
    const first = visitor.result.list[0]
    expect(first.title).toMatch(/^第一章/)
    expect(first.sections.length).toBeGreaterThan(0)
    expect(first).toMatchObject({ done: 0, right: 0 })

    const { userId, cookie } = await newLearner(server.app)
    const units = (await choiceUnits(server.app, subject.id)).filter(
      (u) => u.chapterId === first.id,
    )
    await answerUnits(server.app, userId, units, [true, false])
    const mine = await server.get(`/api/home/sortinfos/${subject.id}/p/1`, cookie)
    expect(mine.result.list[0]).toMatchObject({ id: first.id, done: 2, right: 1 })
    expect(mine.result.list[0].questionCount).toBeGreaterThanOrEqual(2)
    expect(mine.result.list[0].paperId).toEqual(expect.any(Number))
  })
})
