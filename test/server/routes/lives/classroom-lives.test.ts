import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'GET /knew/pc/Classroom/getLiveList/classroomId/:id',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('lists a class room’s lives by start time with their state, cancelled ones too, and the learner’s access', async () => {
      const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/2')
      const courseId: number = courses[0].id
      await app().db.deleteFrom('lives').execute()
      const ended = await addLive(app(), now, { courseId, startIn: -300, replayReadyIn: -30 })
      const cancelled = await addLive(app(), now, { courseId, startIn: 30, state: 'cancelled' })
      const free = await addLive(app(), now, { courseId, startIn: 600, free: 1 })
      await addLive(app(), now, { courseId, startIn: 60, status: 'unpublished' })
      await addLive(app(), now, { courseId: 5, startIn: 60 })

      const url = '/knew/Pc/Classroom/getLiveList/classroomId/2'
      const visitor = (await server.get(url)).result
      expect(visitor.map((live: { id: number }) => live.id)).toEqual([ended, cancelled, free])
      expect(visitor.map((live: { state: string }) => live.state)).toEqual([
        'replayReady',
        'cancelled',
        'scheduled',
      ])
      expect(visitor.map((live: { access: number }) => live.access)).toEqual([0, 0, 1])
      expect(visitor[0]).toMatchObject({ courseId, playState: 'playBack', chapterId: null })

      const member = await newLearner(app())
      await enrolLearner(app(), {
        userId: member.userId,
        kind: 'classroom',
        refId: 2,
        expiresInDays: 30,
      })
      const mine = (await server.get(url, member.cookie)).result
      expect(mine.map((live: { access: number }) => live.access)).toEqual([1, 1, 1])
      expect(mine[0].is_activate).toBe(1)
    })

    it('gives a live’s chapter for the playback list', async () => {
      const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/2')
      const courseId: number = courses[0].id
      const chapter = await app()
        .db.selectFrom('chapters')
        .select(['id', 'title'])
        .where('course_id', '=', courseId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const id = await addLive(app(), now, { courseId, startIn: -1000 })
      await app()
        .db.updateTable('lives')
        .set({ chapter_id: chapter.id })
        .where('id', '=', id)
        .execute()
      const { result } = await server.get('/knew/pc/Classroom/getLiveList/classroomId/2')
      expect(result.find((live: { id: number }) => live.id === id)).toMatchObject({
        chapterId: Number(chapter.id),
        chapterTitle: chapter.title,
      })
    })

    it('answers 404 for an unknown class room', async () => {
      expect((await server.get('/knew/pc/Classroom/getLiveList/classroomId/999')).code).toBe(404)
    })
  },
  { clock: clock.now },
)
