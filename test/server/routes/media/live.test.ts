import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()
const COURSE = 5

describeServer(
  'GET /media/live/:id/:file (LIVE_PROVIDER=dev)',
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    it('serves the sample HLS playlist and its segments for a free live on now', async () => {
      const id = await addLive(app(), now, { courseId: COURSE, startIn: -10, free: 1 })
      const playlist = await server.inject({ method: 'GET', url: `/media/live/${id}/index.m3u8` })
      expect(playlist.statusCode).toBe(200)
      expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/)
      expect(playlist.body).toMatch(/^#EXTM3U/)
      const segment = /^(segment-\d+\.ts)$/m.exec(playlist.body)?.[1]
      expect(segment).toBeDefined()
      const media = await server.inject({ method: 'GET', url: `/media/live/${id}/${segment}` })
      expect(media.statusCode).toBe(200)
      expect(media.headers['content-type']).toBe('video/mp2t')
      expect(media.rawPayload.length).toBeGreaterThan(1000)
      // MPEG-TS packets start with the sync byte 0x47.
      expect(media.rawPayload[0]).toBe(0x47)
    })

    it('refuses a paid live’s stream without access 1, and serves it with', async () => {
      const id = await addLive(app(), now, { courseId: COURSE, startIn: -10 })
      const url = `/media/live/${id}/index.m3u8`
      expect(await server.get(url)).toMatchObject({ status: 403, code: 403 })
      const pending = await newLearner(app())
      await enrolLearner(app(), { userId: pending.userId, kind: 'course', refId: COURSE })
      expect(await server.get(url, pending.cookie)).toMatchObject({
        status: 403,
        message: '请先激活课程',
      })
      const active = await newLearner(app())
      await enrolLearner(app(), {
        userId: active.userId,
        kind: 'course',
        refId: COURSE,
        expiresInDays: 30,
      })
      const answer = await server.inject({ method: 'GET', url, headers: { cookie: active.cookie } })
      expect(answer.statusCode).toBe(200)
    })

    it('refuses a live not yet open, a replay being made, other files and unknown lives', async () => {
      const far = await addLive(app(), now, { courseId: COURSE, startIn: 180, free: 1 })
      const making = await addLive(app(), now, { courseId: COURSE, startIn: -200, free: 1 })
      expect(await server.get(`/media/live/${far}/index.m3u8`)).toMatchObject({
        status: 403,
        message: '直播暂未开始',
      })
      expect(await server.get(`/media/live/${making}/index.m3u8`)).toMatchObject({
        status: 403,
        message: '回放生成中',
      })
      const open = await addLive(app(), now, { courseId: COURSE, startIn: -10, free: 1 })
      expect((await server.get(`/media/live/${open}/..%2Fmake-sample.sh`)).status).toBe(404)
      expect((await server.get(`/media/live/${open}/segment-99.ts`)).status).toBe(404)
      expect((await server.get('/media/live/999999/index.m3u8')).status).toBe(404)
    })
  },
  { clock: clock.now },
)
