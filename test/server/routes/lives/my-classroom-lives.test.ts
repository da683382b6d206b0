import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'GET /api/home/livelists/',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('lists the lives of my class rooms’ courses only, with my access', async () => {
      const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/3')
      const ids: number[] = courses.map((course: { id: number }) => course.id)
      const inClass = await addLive(app(), now, { courseId: ids[0], startIn: 30 })
      const elsewhere = await addLive(app(), now, { courseId: 5, startIn: 30 })
      const learner = await newLearner(app())
      await enrolLearner(app(), { userId: learner.userId, kind: 'classroom', refId: 3 })

      const { result } = await server.get('/api/home/livelists/', learner.cookie)
      const listed: number[] = result.map((live: { id: number }) => live.id)
      expect(listed).toContain(inClass)
      expect(listed).not.toContain(elsewhere)
      expect(result.every((live: { courseId: number }) => ids.includes(live.courseId))).toBe(true)
      const starts = result.map((live: { start_time: string }) => live.start_time)
      expect([...starts].sort()).toEqual(starts)
      // Bought with the class room, not yet activated: access 2 for paid lives.
      expect(result.find((live: { id: number }) => live.id === inClass)).toMatchObject({
        access: 2,
        state: 'scheduled',
        playState: 'enterLive',
      })
    })

    it('is empty for a learner without class rooms and 401 for a visitor', async () => {
      const { cookie } = await newLearner(app())
      expect(await server.get('/api/home/livelists', cookie)).toMatchObject({
        code: 200,
        result: [],
      })
      expect(await server.get('/api/home/livelists/')).toMatchObject({ status: 401, code: 401 })
    })
  },
  { clock: clock.now },
)
