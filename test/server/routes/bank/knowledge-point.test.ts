import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/Home/Practice/getOneKnowledge', (server) => {
  it('gives one point', async () => {
    const row = await server.app.db
      .selectFrom('knowledge_points')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const answer = await server.get(`/new/Home/Practice/getOneKnowledge?id=${row.id}`)
    expect(answer.result).toMatchObject({
      id: Number(row.id),
      name: row.name,
      importance: Number(row.importance),
      subjectId: Number(row.subject_id),
      chapterId: Number(row.chapter_id),
      done: 0,
    })
  })

  it('answers 404 for an unknown point', async () => {
    expect(await server.get('/new/Home/Practice/getOneKnowledge?id=999999')).toMatchObject({
      status: 404,
      message: '知识点不存在',
    })
  })
})
