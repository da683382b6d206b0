import { enrolLearner, newLearner } from '../../../../support/learners'
import { lessonsOf } from '../../../../support/lessons'
import { describeServer } from '../../../../support/test-server'

describeServer('GET /knew/pc/course/saveRecord', (server) => {
  it('saves the position, clamped to the video, and answers it in lesson info and list', async () => {
    const paid = (await lessonsOf(server, 2)).find((lesson) => lesson.free === 0)?.id as number
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 2, expiresInDays: 365 })
    const save = (seconds: number | string, who?: string) =>
      server.get(`/knew/pc/course/saveRecord?video_id=${paid}&current_time=${seconds}`, who)
    const position = async () =>
      (await server.get(`/knew/pc/course/lesson/courseId/2/lessonId/${paid}`, cookie)).result

    expect((await save(20)).code).toBe(401)
    expect(await save(20.7, cookie)).toMatchObject({ code: 200, result: null })
    const info = await position()
    expect(info.position).toBe(20)
    const listed = (await server.get('/knew/pc/course/lessons/courseId/2', cookie)).result.find(
      (item: { id: number; type: string }) => item.type === 'lesson' && item.id === paid,
    )
    expect(listed.position).toBe(20)

    await save(99999, cookie)
    expect((await position()).position).toBe(info.duration)
    await save(-5, cookie)
    expect((await position()).position).toBe(0)

    const { cookie: stranger } = await newLearner(server.app)
    expect((await save(5, stranger)).code).toBe(403)
    expect((await save('x', stranger)).code).toBe(400)
  })
})
