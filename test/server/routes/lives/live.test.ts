import { chinaTime, HOUR_MS, MINUTE_MS } from '@server/time'
import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()
/** Course 5 has no demo lives and no test learner holds it. */
const COURSE = 5

describeServer(
  'GET /api/home/visitLives/:id',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('answers the spec §3 live lesson with its state, and no stream to a visitor of a paid live', async () => {
      const id = await addLive(app(), now, { courseId: COURSE, startIn: -10, title: '考前直播' })
      const course = await app()
        .db.selectFrom('courses')
        .select('title')
        .where('id', '=', COURSE)
        .executeTakeFirstOrThrow()
      const { result } = await server.get(`/api/home/visitLives/${id}`)
      expect(result).toEqual({
        id,
        lessonTitle: '考前直播',
        title: course.title,
        courseTitle: course.title,
        courseId: COURSE,
        mediaId: id,
        free: '0',
        is_activate: 0,
        access: 0,
        start_time: chinaTime(now - 10 * MINUTE_MS),
        end_time: chinaTime(now + 80 * MINUTE_MS),
        nickname: '测试老师',
        category: expect.any(String),
        status: 'published',
        state: 'live',
        playState: 'living',
        enterable: true,
        chapterId: null,
        chapterTitle: null,
        replayReadyAt: null,
        stream: null,
        reminder: null,
      })
    })

    it('gives the stream of a paid live only to a learner with access 1 (0 and 2 get none)', async () => {
      const id = await addLive(app(), now, { courseId: COURSE, startIn: -5 })
      const none = await newLearner(app())
      const pending = await newLearner(app())
      await enrolLearner(app(), { userId: pending.userId, kind: 'course', refId: COURSE })
      const active = await newLearner(app())
      await enrolLearner(app(), {
        userId: active.userId,
        kind: 'course',
        refId: COURSE,
        expiresInDays: 30,
      })
      const expired = await newLearner(app())
      await enrolLearner(app(), {
        userId: expired.userId,
        kind: 'course',
        refId: COURSE,
        expiresInDays: -1,
      })
      const visit = async (cookie: string) =>
        (await server.get(`/api/home/visitLives/${id}`, cookie)).result
      expect(await visit(none.cookie)).toMatchObject({ access: 0, is_activate: 0, stream: null })
      expect(await visit(pending.cookie)).toMatchObject({ access: 2, is_activate: 0, stream: null })
      expect(await visit(expired.cookie)).toMatchObject({ access: 0, stream: null })
      expect(await visit(active.cookie)).toMatchObject({
        access: 1,
        is_activate: 1,
        stream: { kind: 'live', url: `/media/live/${id}/index.m3u8`, expiresAt: null },
      })
    })

    it('opens a free live to everyone from 2 hours before its start, not earlier', async () => {
      const soon = await addLive(app(), now, { courseId: COURSE, startIn: 60, free: 1 })
      const far = await addLive(app(), now, { courseId: COURSE, startIn: 180, free: 1 })
      expect((await server.get(`/api/home/visitLives/${soon}`)).result).toMatchObject({
        free: '1',
        access: 1,
        state: 'scheduled',
        playState: 'enterLive',
        enterable: true,
        stream: { kind: 'live' },
      })
      expect((await server.get(`/api/home/visitLives/${far}`)).result).toMatchObject({
        access: 1,
        state: 'scheduled',
        playState: 'notStart',
        enterable: false,
        stream: null,
      })
    })

    it('plays the replay once it is ready; says ended while it is being made; nothing when cancelled', async () => {
      const making = await addLive(app(), now, { courseId: COURSE, startIn: -200, free: 1 })
      const ready = await addLive(app(), now, {
        courseId: COURSE,
        startIn: -300,
        free: 1,
        replayReadyIn: -60,
      })
      const cancelled = await addLive(app(), now, {
        courseId: COURSE,
        startIn: -10,
        free: 1,
        state: 'cancelled',
      })
      expect((await server.get(`/api/home/visitLives/${making}`)).result).toMatchObject({
        state: 'ended',
        playState: 'playBack',
        replayReadyAt: null,
        stream: null,
      })
      expect((await server.get(`/api/home/visitLives/${ready}`)).result).toMatchObject({
        state: 'replayReady',
        replayReadyAt: chinaTime(now - HOUR_MS),
        stream: { kind: 'replay', url: `/media/live/${ready}/index.m3u8` },
      })
      expect((await server.get(`/api/home/visitLives/${cancelled}`)).result).toMatchObject({
        state: 'cancelled',
        enterable: false,
        stream: null,
      })
    })

    it('offers 提醒我 (the calendar file) for a published live that has not started only', async () => {
      const coming = await addLive(app(), now, { courseId: COURSE, startIn: 600 })
      const on = await addLive(app(), now, { courseId: COURSE, startIn: -5 })
      const ended = await addLive(app(), now, { courseId: COURSE, startIn: -300 })
      const cancelled = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 600,
        state: 'cancelled',
      })
      const unpublished = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 600,
        status: 'unpublished',
      })
      const reminderOf = async (id: number) =>
        (await server.get(`/api/home/visitLives/${id}`)).result.reminder
      expect(await reminderOf(coming)).toEqual({
        ics: `/api/home/liveCalendar/${coming}`,
        subscribeTemplateId: null,
      })
      for (const id of [on, ended, cancelled, unpublished]) expect(await reminderOf(id)).toBeNull()
    })

    it('answers 404 for an unknown live', async () => {
      expect(await server.get('/api/home/visitLives/999999')).toMatchObject({ code: 404 })
    })
  },
  { clock: clock.now },
)

describeServer(
  'GET /api/home/visitLives/:id with LIVE_PROVIDER=school and a subscribe template',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))

    it('gives a signed pull URL that expires after LIVE_URL_TTL_SECONDS', async () => {
      const id = await addLive(server.app, now, {
        courseId: COURSE,
        startIn: -10,
        free: 1,
        mediaKey: 'room-8',
      })
      const { result } = await server.get(`/api/home/visitLives/${id}`)
      expect(result.stream).toEqual({
        kind: 'live',
        url: expect.stringMatching(
          /^https:\/\/pull\.school\.example\.com\/live\/room-8\.m3u8\?auth_key=\d+-[0-9a-f]{16}-0-[0-9a-f]{32}$/,
        ),
        expiresAt: chinaTime(now + 600_000),
      })
      // The dev media route is not served with a real provider.
      expect((await server.inject(`/media/live/${id}/index.m3u8`)).statusCode).toBe(404)
    })

    it('names the school’s subscribe-message template (WECHAT_SUBSCRIBE_TEMPLATE_ID) in 提醒我', async () => {
      const id = await addLive(server.app, now, { courseId: COURSE, startIn: 600 })
      expect((await server.get(`/api/home/visitLives/${id}`)).result.reminder).toEqual({
        ics: `/api/home/liveCalendar/${id}`,
        subscribeTemplateId: 'Jk9_x-LiveReminder01',
      })
    })
  },
  {
    clock: clock.now,
    env: {
      LIVE_PROVIDER: 'school',
      LIVE_PULL_BASE: 'https://pull.school.example.com',
      LIVE_AUTH_KEY: 'a-live-auth-key',
      LIVE_URL_TTL_SECONDS: '600',
      WECHAT_SUBSCRIBE_TEMPLATE_ID: 'Jk9_x-LiveReminder01',
    },
  },
)
