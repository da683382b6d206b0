import { TestClock } from '@test/server/support/clock'
import { addLive } from '@test/server/support/lives'
import { describeServer } from '@test/server/support/test-server'

const clock = new TestClock()
/** Course 5 has no demo lives. */
const COURSE = 5
const HOST = 'school.example.com'

/** RFC 5545 §3.1 unfolding: a line break followed by a space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

describeServer(
  'GET /api/home/liveCalendar/:id',
  (server) => {
    const now = Date.UTC(2026, 10, 20, 2, 3, 4)
    beforeAll(() => clock.set(now))
    const app = () => server.app
    const calendar = (id: number | string) =>
      server.inject({ url: `/api/home/liveCalendar/${id}`, headers: { host: HOST } })

    it('gives a visitor the .ics file of a coming live: time in UTC, title, teacher, join link, alert', async () => {
      // 2026-11-21 19:30 in China is 11:30 UTC.
      const id = await addLive(app(), now, {
        courseId: COURSE,
        startIn: (Date.UTC(2026, 10, 21, 11, 30) - now) / 60_000,
        title: '考前串讲; 第1,2章',
      })
      const course = await app()
        .db.selectFrom('courses')
        .select('title')
        .where('id', '=', COURSE)
        .executeTakeFirstOrThrow()
      const response = await calendar(id)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(`attachment; filename="live-${id}.ics"`)
      const text = response.body
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      const joinUrl = `http://${HOST}/new/home/webcast/join/id/${id}`
      const lines = unfold(text).split('\r\n')
      expect(lines.slice(0, 6)).toEqual([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        expect.stringMatching(/^PRODID:/),
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
      ])
      expect(lines).toEqual(
        expect.arrayContaining([
          `UID:live-${id}@${HOST}`,
          'DTSTAMP:20261120T020304Z',
          'DTSTART:20261121T113000Z',
          'DTEND:20261121T130000Z',
          `SUMMARY:考前串讲\\; 第1\\,2章（${course.title.replace(/[;,]/g, '\\$&')}）`,
          `DESCRIPTION:主讲：测试老师\\n进入直播：${joinUrl}`,
          `URL:${joinUrl}`,
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT15M',
          'END:VALARM',
          'END:VEVENT',
          'END:VCALENDAR',
        ]),
      )
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    })

    it('folds a long Chinese title at 75 octets without splitting a character', async () => {
      const title = '中级会计实务长期股权投资与合并财务报表专题精讲直播'.repeat(3)
      const id = await addLive(app(), now, { courseId: COURSE, startIn: 600, title })
      const { body } = await calendar(id)
      const lines = body.split('\r\n')
      expect(lines.some((line) => line.startsWith(' '))).toBe(true)
      for (const line of lines) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
        expect(line).not.toContain('\uFFFD')
      }
      expect(unfold(body)).toContain(`SUMMARY:${title}（`)
    })

    it('answers 404 in the envelope for an unknown, unpublished or cancelled live', async () => {
      const unpublished = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 60,
        status: 'unpublished',
      })
      const cancelled = await addLive(app(), now, {
        courseId: COURSE,
        startIn: 60,
        state: 'cancelled',
      })
      for (const [id, message] of [
        [999999, '直播不存在'],
        [unpublished, '直播不存在'],
        [cancelled, '直播已取消'],
      ] as const) {
        const response = await calendar(id)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ code: 404, message, result: null })
      }
    })

    it('refuses an id that is not a positive integer with a 400', async () => {
      for (const id of ['abc', '0', '-1', '1.5']) {
        const response = await calendar(id)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ code: 400, result: null })
      }
    })
  },
  { clock: clock.now },
)
