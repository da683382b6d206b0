import { atTheSameInstant } from '@test/server/support/concurrency'
import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/home/adddiscuss', (server) => {
  let lessonId: number

  beforeAll(async () => {
    lessonId = (await lessonsOf(server, 3))[0].id
  })

  const add = (content: string, cookie?: string) =>
    server.post('/api/home/adddiscuss', { lessonId, content }, cookie)

  it('adds a comment as plain text, trimmed, and refuses empty or over-long ones', async () => {
    const { userId, cookie } = await newLearner(server.app, '写评论的')
    expect((await add('你好')).code).toBe(401)
    const added = await add('  <b>讲得好</b>  ', cookie)
    expect(added.result).toMatchObject({
      lessonId,
      userId,
      username: '写评论的',
      content: '<b>讲得好</b>',
      children: [],
    })
    expect(await add('   ', cookie)).toMatchObject({ code: 400, message: '评论内容不能为空' })
    expect(await add('字'.repeat(501), cookie)).toMatchObject({
      code: 400,
      message: '评论内容不能超过500个字',
    })
    expect((await add('字'.repeat(500), cookie)).code).toBe(200)
    expect(
      (await server.post('/api/home/adddiscuss', { lessonId: 999999, content: 'x' }, cookie)).code,
    ).toBe(404)
    const { result } = await server.get(`/api/home/lessondiscuss/${lessonId}/p/1`)
    expect(result.list[0].id).toBeGreaterThan(added.result.id)
  })

  it('refuses a sixth comment or reply within a minute (429)', async () => {
    const { userId, cookie } = await newLearner(server.app)
    for (let i = 0; i < 4; i += 1) expect((await add(`第${i}条`, cookie)).code).toBe(200)
    const { result: own } = await server.get(`/api/home/lessondiscuss/${lessonId}/p/1`)
    const reply = await server.post(
      '/api/home/answerdiscuss',
      { discussId: own.list[0].id, targetUserId: userId, content: '补充' },
      cookie,
    )
    expect(reply.code).toBe(200)
    expect(await add('第六条', cookie)).toMatchObject({
      status: 429,
      code: 429,
      message: '发言太频繁，请稍后再试',
    })
  })

  it('lets exactly 5 of 10 comments one learner sends at the same instant through', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const answers = await atTheSameInstant(server, 10, (i) => add(`同时发出的第${i}条`, cookie))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array(5).fill({ status: 429, code: 429, message: '发言太频繁，请稍后再试', result: null }),
    )
    const stored = await server.app.db
      .selectFrom('lesson_discussions')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
    expect(stored).toHaveLength(5)
  })
})
