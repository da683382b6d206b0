import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/home/answerdiscuss', (server) => {
  it('replies to the comment’s author or a replier, 404 for a missing comment', async () => {
    const lessonId = (await lessonsOf(server, 3))[0].id
    const author = await newLearner(server.app, '提问的')
    const helper = await newLearner(server.app, '回答的')
    const stranger = await newLearner(server.app, '路过的')
    const { result: comment } = await server.post(
      '/api/home/adddiscuss',
      { lessonId, content: '这道题怎么做？' },
      author.cookie,
    )
    const reply = (cookie: string, targetUserId: number, discussId = comment.id) =>
      server.post('/api/home/answerdiscuss', { discussId, targetUserId, content: '看例题' }, cookie)
    const first = await reply(helper.cookie, author.userId)
    expect(first.result).toMatchObject({
      discussId: comment.id,
      userId: helper.userId,
      username: '回答的',
      targetUserId: author.userId,
      targetUsername: '提问的',
      content: '看例题',
    })
    expect((await reply(author.cookie, helper.userId)).code).toBe(200)
    expect((await reply(helper.cookie, stranger.userId)).code).toBe(400)
    expect(await reply(helper.cookie, author.userId, 999999)).toMatchObject({
      status: 404,
      code: 404,
      message: '评论不存在',
    })
    const { result } = await server.get(`/api/home/lessondiscuss/${lessonId}/p/1`)
    const listed = result.list.find((d: { id: number }) => d.id === comment.id)
    expect(listed.children.map((r: { username: string }) => r.username)).toEqual([
      '回答的',
      '提问的',
    ])
  })
})
