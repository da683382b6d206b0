import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /new/Home/Practice/getKnowledgeResource', (server) => {
  /** A point with lessons and free trial questions, which a visitor sees. */
  const pointWithLessons = async () => {
    const row = await server.app.db
      .selectFrom('lesson_points')
      .innerJoin('question_points', 'question_points.point_id', 'lesson_points.point_id')
      .innerJoin('questions', 'questions.id', 'question_points.question_id')
      .select('lesson_points.point_id')
      .where('questions.free', '=', 1)
      .orderBy('lesson_points.point_id')
      .executeTakeFirstOrThrow()
    return Number(row.point_id)
  }

  it("gives a point's lessons (type 2) and questions without answers (type 3)", async () => {
    const knowId = await pointWithLessons()
    const form = await server.postForm('/new/Home/Practice/getKnowledgeResource', {
      knowId,
      types: 2,
    })
    const lessonsOnly = form.json().result
    expect(lessonsOnly.lessons.length).toBeGreaterThan(0)
    expect(lessonsOnly.questions).toEqual([])

    const both = await server.inject({
      method: 'POST',
      url: '/new/Home/Practice/getKnowledgeResource',
      payload: { knowId, types: [2, 3] },
    })
    const result = both.json().result
    expect(result.questions.length).toBeGreaterThan(0)
    expect(Object.keys(result.questions[0]).sort()).toEqual([
      'difficulty',
      'free',
      'id',
      'kind',
      'stem',
    ])
    expect(result.lessons[0]).toEqual(
      expect.objectContaining({ lessonId: expect.any(Number), courseTitle: expect.any(String) }),
    )
  })

  it('shows a visitor the free trial questions only, and a buyer all of them', async () => {
    // A point with both free and paid questions.
    const row = await server.app.db
      .selectFrom('question_points')
      .innerJoin('questions', 'questions.id', 'question_points.question_id')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
      .select(['question_points.point_id', 'knowledge_points.subject_id'])
      .where('questions.free', '=', 1)
      .orderBy('question_points.point_id')
      .executeTakeFirstOrThrow()
    const knowId = Number(row.point_id)
    const ask = (cookie?: string) =>
      server.inject({
        method: 'POST',
        url: '/new/Home/Practice/getKnowledgeResource',
        payload: { knowId, types: [3] },
        headers: cookie ? { cookie } : {},
      })
    const visitor = (await ask()).json().result.questions
    expect(visitor.length).toBeGreaterThan(0)
    expect(visitor.every((q: { free: boolean }) => q.free)).toBe(true)
    const buyer = await newLearner(server.app)
    await enrolLearner(server.app, {
      userId: buyer.userId,
      kind: 'subject',
      refId: Number(row.subject_id),
      expiresInDays: 30,
    })
    const all = (await ask(buyer.cookie)).json().result.questions
    expect(all.length).toBeGreaterThan(visitor.length)
    expect(all.some((q: { free: boolean }) => !q.free)).toBe(true)
  })

  it('reads the types as the app form-encodes arrays', async () => {
    const knowId = await pointWithLessons()
    const response = await server.inject({
      method: 'POST',
      url: '/new/Home/Practice/getKnowledgeResource',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `knowId=${knowId}&types%5B%5D=2&types%5B%5D=3`,
    })
    const result = response.json().result
    expect(result.lessons.length).toBeGreaterThan(0)
    expect(result.questions.length).toBeGreaterThan(0)
  })

  it('refuses an unknown point and an unknown type', async () => {
    const missing = await server.postForm('/new/Home/Practice/getKnowledgeResource', {
      knowId: 999999,
      types: 3,
    })
    expect(missing.json()).toMatchObject({ code: 404, message: '知识点不存在' })
    const badType = await server.postForm('/new/Home/Practice/getKnowledgeResource', {
      knowId: 1,
      types: 7,
    })
    expect(badType.json().code).toBe(400)
  })
})
