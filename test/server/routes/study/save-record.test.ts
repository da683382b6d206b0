import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { lessonsOf } from '@test/server/support/lessons'
import { ledgerOf } from '@test/server/support/points'
import { describeServer, type TestServer } from '@test/server/support/test-server'
import { saveRecord, watchLesson } from '@test/server/support/watching'

const clock = new TestClock()

/** A learner of course 2 and one of its paid lessons, with its length. */
/** A lesson of course 2 as its lesson list shows it to the learner. */
async function listedLesson(server: TestServer, cookie: string, lessonId: number) {
  const { result } = await server.get('/knew/pc/course/lessons/courseId/2', cookie)
  return (result as { id: number; type: string }[]).find(
    (item) => item.type === 'lesson' && item.id === lessonId,
  )
}

async function learnerOfLesson(server: TestServer) {
  const paid = (await lessonsOf(server, 2)).find((lesson) => lesson.free === 0)?.id as number
  const learner = await newLearner(server.app)
  await enrolLearner(server.app, {
    userId: learner.userId,
    kind: 'course',
    refId: 2,
    expiresInDays: 365,
  })
  const lesson = await server.app.db
    .selectFrom('lessons')
    .select('duration')
    .where('id', '=', paid)
    .executeTakeFirstOrThrow()
  return { ...learner, lessonId: paid, duration: Number(lesson.duration) }
}

/** What the learner's saves left on the lesson: position, watching credited, finished. */
async function stored(server: TestServer, userId: number, lessonId: number) {
  const row = await server.app.db
    .selectFrom('video_positions')
    .select(['seconds', 'credited_seconds', 'done_at'])
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirstOrThrow()
  return {
    seconds: Number(row.seconds),
    credited: Number(row.credited_seconds),
    done: row.done_at !== null,
  }
}

describeServer(
  'GET /knew/pc/course/saveRecord',
  (server) => {
    beforeEach(() => clock.set(Date.now()))
    afterEach(() => clock.reset())
    const listed = (cookie: string, lessonId: number) => listedLesson(server, cookie, lessonId)

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

    it('keeps the end reached by a seek as the position, but does not finish the lesson for it', async () => {
      const { userId, cookie, lessonId, duration } = await learnerOfLesson(server)
      await saveRecord(server, cookie, lessonId, 99999)
      // The first save of a lesson credits its position up to 10 seconds.
      expect(await stored(server, userId, lessonId)).toEqual({
        seconds: duration,
        credited: 10,
        done: false,
      })
      // Saving the end again and again credits nothing more: the position does not move.
      for (let times = 0; times < 3; times += 1) {
        clock.set(clock.now() + 60_000)
        await saveRecord(server, cookie, lessonId, 99999)
      }
      expect(await stored(server, userId, lessonId)).toMatchObject({ credited: 10, done: false })
      expect(await ledgerOf(server.app, userId)).toEqual([])
      const info = await server.get(
        `/knew/pc/course/lesson/courseId/2/lessonId/${lessonId}`,
        cookie,
      )
      expect(info.result.position).toBe(duration)
      expect(await listed(cookie, lessonId)).toMatchObject({ position: duration, finished: false })
    })

    it('finishes a lesson played at 2× at the save whose credit reaches 90%, with its points', async () => {
      const { userId, cookie, lessonId, duration } = await learnerOfLesson(server)
      const finish = Math.ceil(duration * 0.9)
      await watchLesson(server, clock, cookie, lessonId, { to: finish - 1, rate: 2 })
      expect(await stored(server, userId, lessonId)).toEqual({
        seconds: finish - 1,
        credited: finish - 1,
        done: false,
      })
      expect(await ledgerOf(server.app, userId)).toEqual([])
      clock.set(clock.now() + 1000)
      await saveRecord(server, cookie, lessonId, finish)
      expect(await stored(server, userId, lessonId)).toEqual({
        seconds: finish,
        credited: finish,
        done: true,
      })
      expect(await ledgerOf(server.app, userId)).toEqual([
        expect.objectContaining({ kind: 'lesson', ref: `lesson:${lessonId}` }),
      ])
      // The course's lesson list says so (已学完), also when it is watched again from the start.
      await saveRecord(server, cookie, lessonId, 0)
      expect(await listed(cookie, lessonId)).toMatchObject({ position: 0, finished: true })
    })

    it('credits a seek forward no more than 2× the time since the last save and as much slack', async () => {
      const { userId, cookie, lessonId, duration } = await learnerOfLesson(server)
      await watchLesson(server, clock, cookie, lessonId, { to: 10 })
      clock.set(clock.now() + 1000)
      await saveRecord(server, cookie, lessonId, duration)
      expect(await stored(server, userId, lessonId)).toEqual({
        seconds: duration,
        // 10 watched, then 2 × 1 s played at most and 1 s of slack (earned by the second waited).
        credited: 10 + 2 * 1 + 1,
        done: false,
      })
      // Back to where the seek began, then watched to the end: now it is finished.
      clock.set(clock.now() + 1000)
      await watchLesson(server, clock, cookie, lessonId, { from: 10, to: duration })
      expect(await stored(server, userId, lessonId)).toMatchObject({ done: true })
      expect(await ledgerOf(server.app, userId)).toHaveLength(1)
    })
  },
  { clock: clock.now },
)
