import type { FastifyInstance } from 'fastify'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'
import { getJson, lessonsOf, newLearner, postJson } from './study-helpers'

describe.each(DATABASE_KINDS)('lesson discussions and likes on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance
  let lessonId: number

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database)
    lessonId = (await lessonsOf(app, 3))[0].id
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  it('lists the seeded comments to anyone, newest first, replies oldest first', async () => {
    const firstLesson = (await lessonsOf(app, 1))[0].id
    const { result } = await getJson(app, `/api/home/lessondiscuss/${firstLesson}/p/1`)
    expect(result).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    const times = result.list.map((d: { createdAt: string }) => d.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const withReplies = result.list.find((d: { children: unknown[] }) => d.children.length === 2)
    expect(withReplies.children[0].createdAt < withReplies.children[1].createdAt).toBe(true)
    expect(withReplies.children[0]).toMatchObject({ targetUsername: withReplies.username })
    expect((await getJson(app, '/api/home/lessondiscuss/999999/p/1')).code).toBe(404)
    expect((await getJson(app, `/api/home/lessondiscuss/${firstLesson}/p/0`)).code).toBe(400)
  })

  it('adds a comment as plain text, trimmed, and refuses empty or over-long ones', async () => {
    const { userId, cookie } = await newLearner(app, '写评论的')
    const add = (content: string, who?: string) =>
      postJson(app, '/api/home/adddiscuss', { lessonId, content }, who)
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
      (await postJson(app, '/api/home/adddiscuss', { lessonId: 999999, content: 'x' }, cookie))
        .code,
    ).toBe(404)
    const { result } = await getJson(app, `/api/home/lessondiscuss/${lessonId}/p/1`)
    expect(result.list[0].id).toBeGreaterThan(added.result.id)
  })

  it('replies to the comment’s author or a replier, 404 for a missing comment', async () => {
    const author = await newLearner(app, '提问的')
    const helper = await newLearner(app, '回答的')
    const stranger = await newLearner(app, '路过的')
    const { result: comment } = await postJson(
      app,
      '/api/home/adddiscuss',
      { lessonId, content: '这道题怎么做？' },
      author.cookie,
    )
    const reply = (who: string, targetUserId: number, discussId = comment.id) =>
      postJson(app, '/api/home/answerdiscuss', { discussId, targetUserId, content: '看例题' }, who)
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
    const { result } = await getJson(app, `/api/home/lessondiscuss/${lessonId}/p/1`)
    const listed = result.list.find((d: { id: number }) => d.id === comment.id)
    expect(listed.children.map((r: { username: string }) => r.username)).toEqual([
      '回答的',
      '提问的',
    ])
  })

  it('refuses a sixth comment or reply within a minute (429)', async () => {
    const { userId, cookie } = await newLearner(app)
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await postJson(app, '/api/home/adddiscuss', { lessonId, content: `第${i}条` }, cookie))
          .code,
      ).toBe(200)
    }
    const { result: own } = await getJson(app, `/api/home/lessondiscuss/${lessonId}/p/1`)
    expect(
      (
        await postJson(
          app,
          '/api/home/answerdiscuss',
          { discussId: own.list[0].id, targetUserId: userId, content: '补充' },
          cookie,
        )
      ).code,
    ).toBe(200)
    expect(
      await postJson(app, '/api/home/adddiscuss', { lessonId, content: '第六条' }, cookie),
    ).toMatchObject({ status: 429, code: 429, message: '发言太频繁，请稍后再试' })
  })

  it('counts a like once, switches to a dislike, and takes it back with 0', async () => {
    const likes = `/api/home/getLikesByLessonId/${lessonId}`
    expect((await getJson(app, likes)).result).toEqual({
      lessonId,
      likesNum: 0,
      dislikesNum: 0,
      ownLike: 0,
    })
    const { cookie } = await newLearner(app)
    const other = await newLearner(app)
    const like = (value: number, who?: string) =>
      postJson(app, '/api/home/lessonlike/', { lessonId, like: value }, who)
    expect((await like(1)).code).toBe(401)
    await like(1, cookie)
    expect((await like(1, cookie)).result).toEqual({
      lessonId,
      likesNum: 1,
      dislikesNum: 0,
      ownLike: 1,
    })
    await like(1, other.cookie)
    expect((await like(-1, cookie)).result).toMatchObject({
      likesNum: 1,
      dislikesNum: 1,
      ownLike: -1,
    })
    expect((await getJson(app, likes, other.cookie)).result.ownLike).toBe(1)
    expect((await getJson(app, likes)).result.ownLike).toBe(0)
    expect((await like(0, cookie)).result).toMatchObject({
      likesNum: 1,
      dislikesNum: 0,
      ownLike: 0,
    })
    expect((await like(2, cookie)).code).toBe(400)
    expect(
      (await postJson(app, '/api/home/lessonlike', { lessonId: 999999, like: 1 }, cookie)).code,
    ).toBe(404)
    expect((await getJson(app, '/api/home/getLikesByLessonId/999999')).code).toBe(404)
  })
})
