import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addChapter, addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()
/** Course 5 has no demo lives and no test learner holds it. */
const COURSE = 5

describeServer(
  'GET /api/home/courseLives/:courseId',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('lists every live of the course, unpublished and cancelled too, by chapter then start', async () => {
      const second = await addChapter(app(), { courseId: COURSE, title: '第二章', sort: 902 })
      const first = await addChapter(app(), { courseId: COURSE, title: '第一章', sort: 901 })
      const late = await addLive(app(), now, { courseId: COURSE, startIn: 100 })
      const unpublished = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 30,
        status: 'unpublished',
      })
      // A live whose chapter is gone is listed with those before the first chapter.
      const orphan = await addLive(app(), now, { courseId: COURSE, startIn: 40, chapterId: 999999 })
      const secondEarly = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 5,
        chapterId: second,
        state: 'cancelled',
      })
      const secondLate = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 10,
        chapterId: second,
      })
      const firstLate = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 50,
        chapterId: first,
      })
      const firstEarly = await addLive(app(), now, {
        courseId: COURSE,
        startIn: -300,
        chapterId: first,
      })

      const { status, result } = await server.get(`/api/home/courseLives/${COURSE}`)
      expect(status).toBe(200)
      expect(result.map((live: { id: number }) => live.id)).toEqual([
        unpublished,
        orphan,
        late,
        firstEarly,
        firstLate,
        secondEarly,
        secondLate,
      ])
      const byId = new Map(result.map((live: { id: number }) => [live.id, live]))
      expect(byId.get(unpublished)).toMatchObject({ status: 'unpublished', chapterId: null })
      expect(byId.get(secondEarly)).toMatchObject({
        state: 'cancelled',
        enterable: false,
        chapterId: second,
        chapterTitle: '第二章',
      })
      expect(byId.get(firstEarly)).toMatchObject({
        state: 'ended',
        playState: 'playBack',
        chapterTitle: '第一章',
      })
      expect(byId.get(late)).toMatchObject({ courseId: COURSE, state: 'scheduled' })
    })

    it('gives a visitor access 0 to paid lives and a learner their own access', async () => {
      const paid = await addLive(app(), now, { courseId: COURSE, startIn: 20 })
      const free = await addLive(app(), now, { courseId: COURSE, startIn: 20, free: 1 })
      const learner = await newLearner(app())
      await enrolLearner(app(), {
        userId: learner.userId,
        kind: 'course',
        refId: COURSE,
        expiresInDays: 30,
      })
      const accessOf = async (cookie?: string) => {
        const { result } = await server.get(`/api/home/courseLives/${COURSE}`, cookie)
        const find = (id: number) => result.find((live: { id: number }) => live.id === id)
        return [find(paid).access, find(free).access]
      }
      expect(await accessOf()).toEqual([0, 1])
      expect(await accessOf(learner.cookie)).toEqual([1, 1])
    })

    it('answers 404 课程不存在 for an unknown course and 400 for a bad id', async () => {
      expect(await server.get('/api/home/courseLives/999999')).toMatchObject({
        status: 404,
        code: 404,
        message: '课程不存在',
      })
      expect(await server.get('/api/home/courseLives/abc')).toMatchObject({
        status: 400,
        code: 400,
      })
      expect(await server.get('/api/home/courseLives/0')).toMatchObject({ status: 400, code: 400 })
    })
  },
  { clock: clock.now },
)
