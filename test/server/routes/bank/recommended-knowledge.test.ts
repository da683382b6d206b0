import { answerUnits, bankSubject } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/Home/Practice/getRecommendKnows', (server) => {
  const url = (subjectId: number, query = '') =>
    `/new/Home/Practice/getRecommendKnows?subjectId=${subjectId}${query}`

  it('gives a visitor the 3 most important points (type 1)', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const answer = await server.get(url(subject.id))
    expect(answer.result.type).toBe(1)
    expect(answer.result.list).toHaveLength(3)
    const all = await server.app.db
      .selectFrom('knowledge_points')
      .select('importance')
      .where('subject_id', '=', subject.id)
      .execute()
    expect(answer.result.count).toBe(all.length)
    const top = all.map((p) => Number(p.importance)).sort((a, b) => b - a)
    expect(answer.result.list.map((p: { importance: number }) => p.importance)).toEqual(
      top.slice(0, 3),
    )
    const second = await server.get(url(subject.id, '&p=2&pageSize=5'))
    expect(second.result.list.map((p: { importance: number }) => p.importance)).toEqual(
      top.slice(5, 10),
    )
  })

  it("gives a learner who keeps missing a point's questions that point as weak (type 2)", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get(url(subject.id), cookie)).result.type).toBe(1)

    // The questions of one point, answered 1 right of 4.
    const point = await server.app.db
      .selectFrom('question_points')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
      .innerJoin('questions', 'questions.id', 'question_points.question_id')
      .select(['knowledge_points.id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('knowledge_points.subject_id', '=', subject.id)
      .where('questions.kind', 'in', ['single', 'judge'])
      .groupBy('knowledge_points.id')
      .having((eb) => eb.fn.countAll(), '>=', 4)
      .orderBy('knowledge_points.id')
      .executeTakeFirstOrThrow()
    const questions = await server.app.db
      .selectFrom('question_points')
      .innerJoin('questions', 'questions.id', 'question_points.question_id')
      .select('questions.id')
      .where('question_points.point_id', '=', Number(point.id))
      .where('questions.kind', 'in', ['single', 'judge'])
      .orderBy('questions.id')
      .limit(4)
      .execute()
    const options = await server.app.db
      .selectFrom('question_options')
      .select(['id', 'question_id', 'correct'])
      .where(
        'question_id',
        'in',
        questions.map((q) => Number(q.id)),
      )
      .execute()
    const units = questions.map((q) => {
      const own = options.filter((o) => Number(o.question_id) === Number(q.id))
      return {
        id: Number(q.id),
        chapterId: 0,
        right: own.filter((o) => Number(o.correct) === 1).map((o) => Number(o.id)),
        wrong: [Number(own.find((o) => Number(o.correct) === 0)?.id)],
      }
    })
    await answerUnits(server.app, userId, units, [true, false, false, false])

    const answer = await server.get(url(subject.id), cookie)
    expect(answer.result.type).toBe(2)
    expect(answer.result.list[0]).toMatchObject({ id: Number(point.id) })
    expect(answer.result.list[0].done).toBeGreaterThanOrEqual(4)
    expect(answer.result.list[0].right).toBeLessThanOrEqual(1 + answer.result.list[0].done - 4)
    // type=1 asks for the recommended list anyway.
    expect((await server.get(url(subject.id, '&type=1'), cookie)).result.type).toBe(1)
  })

  it('refuses a bad page size and an unknown subject', async () => {
    expect((await server.get(url(1, '&pageSize=0'))).code).toBe(400)
    expect((await server.get(url(999999))).status).toBe(404)
  })
})
