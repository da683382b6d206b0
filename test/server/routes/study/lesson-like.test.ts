import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/home/lessonlike', (server) => {
  it('counts a like once, switches to a dislike, and takes it back with 0', async () => {
    const lessonId = (await lessonsOf(server, 3))[0].id
    const { cookie } = await newLearner(server.app)
    const other = await newLearner(server.app)
    const like = (value: number, who?: string) =>
      server.post('/api/home/lessonlike/', { lessonId, like: value }, who)
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
    expect((await like(0, cookie)).result).toMatchObject({
      likesNum: 1,
      dislikesNum: 0,
      ownLike: 0,
    })
    expect((await like(2, cookie)).code).toBe(400)
    expect(
      (await server.post('/api/home/lessonlike', { lessonId: 999999, like: 1 }, cookie)).code,
    ).toBe(404)
  })
})
