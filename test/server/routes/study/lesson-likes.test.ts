import { lessonsOf } from '@test/server/support/lessons'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/getLikesByLessonId/:id', (server) => {
  it('answers no likes for a lesson no one rated, and 404 for an unknown lesson', async () => {
    const lessonId = (await lessonsOf(server, 3))[0].id
    expect((await server.get(`/api/home/getLikesByLessonId/${lessonId}`)).result).toEqual({
      lessonId,
      likesNum: 0,
      dislikesNum: 0,
      ownLike: 0,
    })
    expect((await server.get('/api/home/getLikesByLessonId/999999')).code).toBe(404)
  })

  it('answers the counts with each viewer’s own like, none for a visitor', async () => {
    const lessonId = (await lessonsOf(server, 3))[1].id
    const liker = await newLearner(server.app)
    const disliker = await newLearner(server.app)
    await server.post('/api/home/lessonlike', { lessonId, like: 1 }, liker.cookie)
    await server.post('/api/home/lessonlike', { lessonId, like: -1 }, disliker.cookie)
    const likes = `/api/home/getLikesByLessonId/${lessonId}`
    expect((await server.get(likes, liker.cookie)).result).toEqual({
      lessonId,
      likesNum: 1,
      dislikesNum: 1,
      ownLike: 1,
    })
    expect((await server.get(likes, disliker.cookie)).result.ownLike).toBe(-1)
    expect((await server.get(likes)).result.ownLike).toBe(0)
  })
})
