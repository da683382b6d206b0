import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'GET /knew/home/user/prelive',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('lists my courses’ lives on now and to come, soonest first, without cancelled or ended ones', async () => {
      const learner = await newLearner(app())
      await enrolLearner(app(), {
        userId: learner.userId,
        kind: 'course',
        refId: 5,
        expiresInDays: 30,
      })
      await enrolLearner(app(), { userId: learner.userId, kind: 'course', refId: 6 })
      const later = await addLive(app(), now, { courseId: 6, startIn: 3000 })
      const onNow = await addLive(app(), now, { courseId: 5, startIn: -10 })
      const soon = await addLive(app(), now, { courseId: 5, startIn: 90, free: 1 })
      await addLive(app(), now, { courseId: 5, startIn: 30, state: 'cancelled' })
      await addLive(app(), now, { courseId: 5, startIn: -300 })
      await addLive(app(), now, { courseId: 5, startIn: 60, status: 'unpublished' })
      await addLive(app(), now, { courseId: 4, startIn: 60 })

      const { result } = await server.get('/knew/home/user/prelive', learner.cookie)
      expect(result.map((live: { id: number }) => live.id)).toEqual([onNow, soon, later])
      expect(result.map((live: { state: string }) => live.state)).toEqual([
        'live',
        'scheduled',
        'scheduled',
      ])
      expect(result.map((live: { access: number }) => live.access)).toEqual([1, 1, 2])
      expect(result[2]).toMatchObject({ playState: 'notStart', enterable: false })
    })

    it('is 401 for a visitor', async () => {
      expect(await server.get('/knew/home/user/prelive')).toMatchObject({ status: 401 })
    })
  },
  { clock: clock.now },
)
