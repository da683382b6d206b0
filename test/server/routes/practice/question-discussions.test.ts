import { questionDiscussions } from '@server/db/repositories/discussions'
import { MINUTE_MS, chinaTime } from '@server/time'
import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

interface Listed {
  id: number
  questionId: number
  username: string
  content: string
  createdAt: string
  children: { id: number; username: string; targetUsername: string; createdAt: string }[]
}

describeServer('GET /api/home/test/getDiscuss/:id/p/:p', (server) => {
  let questionIds: number[]

  beforeAll(async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    questionIds = (await choiceUnits(server.app, subject.id, 3)).map((unit) => unit.id)
  })

  it('lists a question’s comments to anyone, 10 a page, newest first, replies oldest first', async () => {
    const questionId = questionIds[0]
    const asker = await newLearner(server.app, '提问的')
    const helper = await newLearner(server.app, '回答的')
    const start = Date.now() - 60 * MINUTE_MS
    const written: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const at = start + i * MINUTE_MS
      written.push(
        (await questionDiscussions.add(server.app.db, asker.userId, questionId, `第${i}条`, at)).id,
      )
    }
    const last = written[11]
    // Written out of order: the list still gives the earlier reply first.
    await questionDiscussions.addReply(
      server.app.db,
      { userId: asker.userId, discussId: last, targetUserId: helper.userId, content: '谢谢' },
      start + 40 * MINUTE_MS,
    )
    await questionDiscussions.addReply(
      server.app.db,
      { userId: helper.userId, discussId: last, targetUserId: asker.userId, content: '看解析' },
      start + 30 * MINUTE_MS,
    )

    const first = await server.get(`/api/home/test/getDiscuss/${questionId}/p/1`)
    expect(first.status).toBe(200)
    expect(first.result).toMatchObject({ totalCount: 12, page: 1, pageSize: 10 })
    const list: Listed[] = first.result.list
    expect(list.map((d) => d.id)).toEqual([...written].reverse().slice(0, 10))
    expect(list[0]).toMatchObject({
      questionId,
      username: '提问的',
      content: '第11条',
      createdAt: chinaTime(start + 11 * MINUTE_MS),
    })
    expect(list[0]).not.toHaveProperty('lessonId')
    expect(list[0].children.map((r) => [r.username, r.targetUsername])).toEqual([
      ['回答的', '提问的'],
      ['提问的', '回答的'],
    ])
    expect(list[0].children[0].createdAt).toBe(chinaTime(start + 30 * MINUTE_MS))

    const second = await server.get(`/api/home/test/getDiscuss/${questionId}/p/2`)
    expect(second.result.list.map((d: Listed) => d.id)).toEqual([written[1], written[0]])
    const beyond = await server.get(`/api/home/test/getDiscuss/${questionId}/p/3`)
    expect(beyond.result).toMatchObject({ list: [], totalCount: 12, page: 3 })
  })

  it('keeps each question’s comments to itself', async () => {
    const { result } = await server.get(`/api/home/test/getDiscuss/${questionIds[1]}/p/1`)
    expect(result).toEqual({ list: [], totalCount: 0, page: 1, pageSize: 10 })
  })

  it('opens the discussion of a sub-question too', async () => {
    const sub = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow()
    const { userId } = await newLearner(server.app)
    await questionDiscussions.add(server.app.db, userId, Number(sub.id), '这个小题', Date.now())
    const { result } = await server.get(`/api/home/test/getDiscuss/${sub.id}/p/1`)
    expect(result.list.map((d: Listed) => d.content)).toEqual(['这个小题'])
  })

  it('shows a learner without a name by a masked mobile number, never the whole', async () => {
    const questionId = questionIds[2]
    const { userId, mobile } = await newLearner(server.app, '')
    await questionDiscussions.add(server.app.db, userId, questionId, '无名氏', Date.now())
    const { result } = await server.get(`/api/home/test/getDiscuss/${questionId}/p/1`)
    expect(result.list[0].username).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`)
    expect(JSON.stringify(result)).not.toContain(mobile)
  })

  it('answers 404 for a missing question and 400 for a bad page', async () => {
    expect(await server.get('/api/home/test/getDiscuss/99999999/p/1')).toMatchObject({
      status: 404,
      code: 404,
      message: '试题不存在',
    })
    expect((await server.get(`/api/home/test/getDiscuss/${questionIds[0]}/p/0`)).status).toBe(400)
    expect((await server.get('/api/home/test/getDiscuss/abc/p/1')).status).toBe(400)
  })
})
