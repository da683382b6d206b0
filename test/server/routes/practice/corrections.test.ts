import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/practice/corrections/{questionId} (纠错)', (server) => {
  it('keeps a reported mistake for the school, as written', async () => {
    const subject = await bankSubject(server.app, 7652, '税法')
    const [question] = await choiceUnits(server.app, subject.id, 1)
    const { userId, cookie } = await newLearner(server.app)
    const answer = await server.post(
      `/api/practice/corrections/${question.id}`,
      { content: '  选项C的税率应为9%  ' },
      cookie,
    )
    expect(answer.code).toBe(200)
    const row = await server.app.db
      .selectFrom('question_corrections')
      .selectAll()
      .where('id', '=', answer.result.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      user_id: userId,
      question_id: question.id,
      content: '选项C的税率应为9%',
      status: 'open',
    })
  })

  it('refuses an empty report, a visitor, and the eleventh report within an hour', async () => {
    const subject = await bankSubject(server.app, 7652, '税法')
    const [question] = await choiceUnits(server.app, subject.id, 1)
    const { cookie } = await newLearner(server.app)
    const url = `/api/practice/corrections/${question.id}`
    expect(await server.post(url, { content: ' ' }, cookie)).toMatchObject({
      status: 400,
      message: '请描述题目的错误',
    })
    expect((await server.post(url, { content: '有误' })).status).toBe(401)
    for (let n = 0; n < 10; n += 1) {
      expect((await server.post(url, { content: `第${n}处有误` }, cookie)).code).toBe(200)
    }
    expect(await server.post(url, { content: '又有误' }, cookie)).toMatchObject({
      status: 429,
      message: '提交太频繁了，请稍后再试',
    })
  })
})
