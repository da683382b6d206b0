import { atTheSameInstant } from '@test/server/support/concurrency'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/home/suggests/', (server) => {
  const suggest = (fields: Record<string, string>, ip?: string) =>
    server.postForm('/api/home/suggests/', fields, {}, ip)

  it('stores feedback, and limits how often', async () => {
    const response = await suggest({
      content: '希望增加夜间模式，晚上刷题更护眼。',
      contact: 'QQ 12345',
    })
    expect(response.json()).toEqual({
      code: 200,
      message: '感谢您的反馈，我们会尽快处理',
      result: null,
    })
    const rows = await server.app.db.selectFrom('suggestions').selectAll().execute()
    expect(rows.at(-1)).toMatchObject({
      content: '希望增加夜间模式，晚上刷题更护眼。',
      contact: 'QQ 12345',
    })
    expect((await suggest({ content: '好' })).json().code).toBe(400)
    for (let i = 0; i < 4; i += 1) await suggest({ content: `第${i}条反馈内容` })
    expect((await suggest({ content: '第六条反馈内容' })).json().code).toBe(429)
  })

  it('accepts exactly 5 of 8 posts one IP sends at the same instant', async () => {
    const ip = '203.0.113.58'
    const answers = await atTheSameInstant(server, 8, (i) =>
      suggest({ content: `同时提交的第${i}条反馈` }, ip),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5)
    const refused = answers.filter((answer) => answer.statusCode !== 200)
    expect(refused.map((answer) => answer.statusCode)).toEqual([429, 429, 429])
    expect(refused[0].json()).toEqual({
      code: 429,
      message: '提交太频繁了，请稍后再试',
      result: null,
    })
    const stored = await server.app.db
      .selectFrom('suggestions')
      .select('id')
      .where('ip', '=', ip)
      .execute()
    expect(stored).toHaveLength(5)
  })
})
