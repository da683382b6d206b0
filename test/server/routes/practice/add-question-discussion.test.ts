import { atTheSameInstant } from '@test/server/support/concurrency'
import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

const TOO_OFTEN = { status: 429, code: 429, message: '发言太频繁，请稍后再试' }

describeServer('POST /api/home/test/addDiscuss/:id', (server) => {
  let questionId: number
  let lessonId: number

  beforeAll(async () => {
    const subject = await bankSubject(server.app, 5617, '经济法基础')
    questionId = (await choiceUnits(server.app, subject.id, 1))[0].id
    lessonId = (await lessonsOf(server, 3))[0].id
  })

  const add = (content: string, cookie?: string, id = questionId) =>
    server.post(`/api/home/test/addDiscuss/${id}`, { content }, cookie)

  it('adds a learner’s comment, trimmed and stored as typed, first in the list', async () => {
    const { userId, cookie } = await newLearner(server.app, '写评论的')
    const typed = '<script>alert("x")</script> & <b>借</b>：银行存款'
    const added = await add(`  ${typed}\n`, cookie)
    expect(added).toMatchObject({ status: 200, code: 200, message: '评论成功' })
    expect(added.result).toEqual({
      id: expect.any(Number),
      questionId,
      userId,
      username: '写评论的',
      content: typed,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      children: [],
    })
    const { result } = await server.get(`/api/home/test/getDiscuss/${questionId}/p/1`)
    expect(result.list[0]).toMatchObject({ id: added.result.id, content: typed })
  })

  it('takes a JSON body as well as a form', async () => {
    const { cookie } = await newLearner(server.app)
    const response = await server.inject({
      method: 'POST',
      url: `/api/home/test/addDiscuss/${questionId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: '用 JSON 发的' }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().result.content).toBe('用 JSON 发的')
  })

  it('needs a login, some text, at most 500 characters and a question that exists', async () => {
    const { cookie } = await newLearner(server.app)
    expect(await add('你好')).toMatchObject({ status: 401, code: 401 })
    expect(await add('  \n ', cookie)).toMatchObject({ status: 400, message: '评论内容不能为空' })
    expect(await add('字'.repeat(501), cookie)).toMatchObject({
      status: 400,
      message: '评论内容不能超过500个字',
    })
    expect((await add('字'.repeat(500), cookie)).status).toBe(200)
    expect(await add('有这题吗', cookie, 99999999)).toMatchObject({
      status: 404,
      code: 404,
      message: '试题不存在',
    })
    expect((await server.post(`/api/home/test/addDiscuss/${questionId}`, {}, cookie)).status).toBe(
      400,
    )
  })

  it('counts lesson and question posts together: the sixth within a minute is refused', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const post = (url: string, fields: Record<string, string | number>) =>
      server.post(url, fields, cookie)
    const lessonComment = await post('/api/home/adddiscuss', { lessonId, content: '课时评论' })
    const questionComment = await add('题目评论一', cookie)
    const replyTo = (url: string, discussId: number, content: string) =>
      post(url, { discussId, targetUserId: userId, content })
    const five = [
      lessonComment,
      await replyTo('/api/home/answerdiscuss', lessonComment.result.id, '课时回复'),
      questionComment,
      await replyTo('/api/home/test/replyDiscuss', questionComment.result.id, '题目回复'),
      await add('题目评论二', cookie),
    ]
    expect(five.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])

    expect(await add('第六条', cookie)).toMatchObject(TOO_OFTEN)
    expect(await post('/api/home/adddiscuss', { lessonId, content: '第六条' })).toMatchObject(
      TOO_OFTEN,
    )
    expect(
      await replyTo('/api/home/test/replyDiscuss', questionComment.result.id, '第六条'),
    ).toMatchObject(TOO_OFTEN)
    // Another learner is not held back by this one.
    const other = await newLearner(server.app)
    expect((await add('别人的', other.cookie)).status).toBe(200)
  })

  it('lets exactly 5 of 10 lesson and question comments sent at the same instant through', async () => {
    const { userId, cookie } = await newLearner(server.app)
    const answers = await atTheSameInstant(server, 10, (i) =>
      i % 2 === 0
        ? add(`同时发出的第${i}条`, cookie)
        : server.post('/api/home/adddiscuss', { lessonId, content: `同时的第${i}条` }, cookie),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array(5).fill({ ...TOO_OFTEN, result: null }),
    )
    const [questions, lessons] = await Promise.all(
      (['question_discussions', 'lesson_discussions'] as const).map((table) =>
        server.app.db.selectFrom(table).select('id').where('user_id', '=', userId).execute(),
      ),
    )
    expect(questions.length + lessons.length).toBe(5)
  })
})
