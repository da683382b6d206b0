import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('notes on a question: getNote, addNote, delNote', (server) => {
  it("writes, reads and deletes the learner's own note, as given and never another's", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [question] = await choiceUnits(server.app, subject.id, 1)
    const owner = await newLearner(server.app)
    const other = await newLearner(server.app)
    const note = `<b>记住</b>：会计主体 ≠ 法律主体`
    const added = await server.post(
      `/api/home/test/addNote/${question.id}`,
      { content: note },
      owner.cookie,
    )
    expect(added.result).toMatchObject({ questionId: question.id, content: note })
    expect(
      (await server.get(`/api/home/test/getNote/${question.id}`, owner.cookie)).result.content,
    ).toBe(note)
    expect(
      (await server.get(`/api/home/test/getNote/${question.id}`, other.cookie)).result,
    ).toEqual({
      questionId: question.id,
      content: '',
      updatedAt: null,
    })
    await server.get(`/api/home/test/delNote/${question.id}`, owner.cookie)
    expect(
      (await server.get(`/api/home/test/getNote/${question.id}`, owner.cookie)).result.content,
    ).toBe('')
  })

  it('refuses an empty or too long note, an unknown question and a visitor', async () => {
    const { cookie } = await newLearner(server.app)
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [question] = await choiceUnits(server.app, subject.id, 1)
    expect(
      await server.post(`/api/home/test/addNote/${question.id}`, { content: '  ' }, cookie),
    ).toMatchObject({
      status: 400,
      message: '笔记内容不能为空',
    })
    expect(
      (
        await server.post(
          `/api/home/test/addNote/${question.id}`,
          { content: '记'.repeat(1001) },
          cookie,
        )
      ).message,
    ).toBe('笔记最多1000个字')
    expect((await server.get('/api/home/test/getNote/999999', cookie)).status).toBe(404)
    expect((await server.get(`/api/home/test/getNote/${question.id}`)).status).toBe(401)
  })
})
