import { lessonDiscussions } from '@server/db/repositories/discussions'
import { HOUR_MS, MINUTE_MS, chinaTime } from '@server/time'
import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

const CHINA_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

describeServer('GET /api/home/lessondiscuss/:lessonId/p/:p', (server) => {
  it('lists the seeded comments to anyone, newest first, replies oldest first', async () => {
    const firstLesson = (await lessonsOf(server, 1))[0].id
    const { result } = await server.get(`/api/home/lessondiscuss/${firstLesson}/p/1`)
    expect(result).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    const times = result.list.map((d: { createdAt: string }) => d.createdAt)
    expect(times.every((time: string) => CHINA_DATE_TIME.test(time))).toBe(true)
    expect([...times].sort().reverse()).toEqual(times)
    const withReplies = result.list.find((d: { children: unknown[] }) => d.children.length === 2)
    expect(withReplies.children[0].createdAt < withReplies.children[1].createdAt).toBe(true)
    expect(withReplies.children[0]).toMatchObject({ targetUsername: withReplies.username })
    expect((await server.get('/api/home/lessondiscuss/999999/p/1')).code).toBe(404)
    expect((await server.get(`/api/home/lessondiscuss/${firstLesson}/p/0`)).code).toBe(400)
  })

  it('shows when a comment and a reply were written as China date-times', async () => {
    const lessonId = (await lessonsOf(server, 4))[0].id
    const { userId } = await newLearner(server.app)
    const commentedAt = Date.now() - 3 * HOUR_MS
    const repliedAt = commentedAt + 5 * MINUTE_MS
    const comment = await lessonDiscussions.add(
      server.app.db,
      userId,
      lessonId,
      '几点了？',
      commentedAt,
    )
    await lessonDiscussions.addReply(
      server.app.db,
      { userId, discussId: comment.id, targetUserId: userId, content: '三点' },
      repliedAt,
    )
    const { result } = await server.get(`/api/home/lessondiscuss/${lessonId}/p/1`)
    const listed = result.list.find((d: { id: number }) => d.id === comment.id)
    expect(listed.createdAt).toBe(chinaTime(commentedAt))
    expect(listed.children[0].createdAt).toBe(chinaTime(repliedAt))
  })
})
