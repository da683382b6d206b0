import { describeServer } from '../../../../support/test-server'

describeServer('POST /new/Home/Practice/getKnowledgeResource', (server) => {
  const pointWithLessons = async () => {
    const row = await server.app.db
      .selectFrom('lesson_points')
      .select('point_id')
      .orderBy('point_id')
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
