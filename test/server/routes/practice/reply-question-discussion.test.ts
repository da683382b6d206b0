import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/home/test/replyDiscuss', (server) => {
  let questionId: number

  beforeAll(async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    questionId = (await choiceUnits(server.app, subject.id, 5))[4].id
  })

  async function commentBy(cookie: string, content = '这题为什么选 B？') {
    const { result } = await server.post(
      `/api/home/test/addDiscuss/${questionId}`,
      { content },
      cookie,
    )
    return result as { id: number }
  }

  const reply = (
    cookie: string | undefined,
    fields: { discussId: number; targetUserId: number; content?: string },
  ) => server.post('/api/home/test/replyDiscuss', { content: '看解析第二段', ...fields }, cookie)

  it('replies to the comment’s author or to a replier, listed oldest first', async () => {
    const author = await newLearner(server.app, '提问的')
    const helper = await newLearner(server.app, '回答的')
    const comment = await commentBy(author.cookie)
    const first = await reply(helper.cookie, {
      discussId: comment.id,
      targetUserId: author.userId,
      content: ' <i>看解析</i> ',
    })
    expect(first).toMatchObject({ status: 200, message: '回复成功' })
    expect(first.result).toEqual({
      id: expect.any(Number),
      discussId: comment.id,
      userId: helper.userId,
      username: '回答的',
      targetUserId: author.userId,
      targetUsername: '提问的',
      content: '<i>看解析</i>',
      createdAt: expect.any(String),
    })
    expect(
      (await reply(author.cookie, { discussId: comment.id, targetUserId: helper.userId })).status,
    ).toBe(200)
    const { result } = await server.get(`/api/home/test/getDiscuss/${questionId}/p/1`)
    const listed = result.list.find((d: { id: number }) => d.id === comment.id)
    expect(listed.children.map((r: { username: string }) => r.username)).toEqual([
      '回答的',
      '提问的',
    ])
    expect(listed.children[0].content).toBe('<i>看解析</i>')
  })

  it('refuses a target outside the comment, a missing comment, bad text and a visitor', async () => {
    const author = await newLearner(server.app)
    const stranger = await newLearner(server.app)
    const comment = await commentBy(author.cookie)
    expect(
      await reply(author.cookie, { discussId: comment.id, targetUserId: stranger.userId }),
    ).toMatchObject({ status: 400, message: '回复的用户不在该评论中' })
    expect(
      await reply(author.cookie, { discussId: 99999999, targetUserId: author.userId }),
    ).toMatchObject({ status: 404, code: 404, message: '评论不存在' })
    expect(
      await reply(author.cookie, {
        discussId: comment.id,
        targetUserId: author.userId,
        content: ' ',
      }),
    ).toMatchObject({ status: 400, message: '评论内容不能为空' })
    expect(
      await reply(author.cookie, {
        discussId: comment.id,
        targetUserId: author.userId,
        content: '字'.repeat(501),
      }),
    ).toMatchObject({ status: 400, message: '评论内容不能超过500个字' })
    expect(
      await reply(undefined, { discussId: comment.id, targetUserId: author.userId }),
    ).toMatchObject({ status: 401, code: 401 })
  })
})
