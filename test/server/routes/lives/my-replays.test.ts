import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()

describeServer(
  'GET /knew/home/user/replayLive/',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('pages my ended lives, the latest first, 10 a page by default', async () => {
      const learner = await newLearner(app())
      await enrolLearner(app(), {
        userId: learner.userId,
        kind: 'course',
        refId: 5,
        expiresInDays: 30,
      })
      const ended: number[] = []
      for (let day = 1; day <= 12; day += 1) {
        ended.push(
          await addLive(app(), now, {
            courseId: 5,
            startIn: -day * 1440,
            replayReadyIn: day === 1 ? undefined : -day * 1440 + 200,
          }),
        )
      }
      await addLive(app(), now, { courseId: 5, startIn: -10 })
      await addLive(app(), now, { courseId: 5, startIn: -3000, state: 'cancelled' })
      await addLive(app(), now, { courseId: 4, startIn: -3000 })

      const first = (await server.get('/knew/home/user/replayLive/', learner.cookie)).result
      expect(first).toMatchObject({ totalCount: 12, page: 1, pageSize: 10 })
      expect(first.list.map((live: { id: number }) => live.id)).toEqual(ended.slice(0, 10))
      expect(first.list[0]).toMatchObject({ state: 'ended', access: 1 })
      expect(first.list[1]).toMatchObject({ state: 'replayReady', playState: 'playBack' })

      const second = (
        await server.get('/knew/home/user/replayLive/?p=2&pageSize=10', learner.cookie)
      ).result
      expect(second).toMatchObject({ totalCount: 12, page: 2, pageSize: 10 })
      expect(second.list.map((live: { id: number }) => live.id)).toEqual(ended.slice(10))

      const small = (await server.get('/knew/home/user/replayLive?p=3&pageSize=5', learner.cookie))
        .result
      expect(small.list.map((live: { id: number }) => live.id)).toEqual(ended.slice(10, 12))
      expect((await server.get('/knew/home/user/replayLive?p=0', learner.cookie)).code).toBe(400)
    })

    it('is empty for a learner without courses and 401 for a visitor', async () => {
      const { cookie } = await newLearner(app())
      expect((await server.get('/knew/home/user/replayLive/', cookie)).result).toEqual({
        list: [],
        totalCount: 0,
        page: 1,
        pageSize: 10,
      })
      expect(await server.get('/knew/home/user/replayLive/')).toMatchObject({ status: 401 })
    })
  },
  { clock: clock.now },
)
