import { statSync } from 'node:fs'
import path from 'node:path'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { lessonsOf } from '@test/server/support/lessons'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /media/lesson/:id', (server) => {
  let free: number
  let paid: number

  beforeAll(async () => {
    const lessons = await lessonsOf(server, 2)
    free = lessons[0].id
    paid = lessons.find((lesson) => lesson.free === 0)?.id as number
  })

  const media = (id: number, headers: Record<string, string> = {}) =>
    server.inject({ url: `/media/lesson/${id}`, headers })

  it('sends a free lesson’s whole video to a visitor, privately cached, ranges accepted', async () => {
    const response = await media(free)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('video/mp4')
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['cache-control']).toMatch(/^private/)
    const file = await server.app.db
      .selectFrom('lessons')
      .select('media_file')
      .where('id', '=', free)
      .executeTakeFirstOrThrow()
    const size = statSync(path.join('server/media/lessons', file.media_file)).size
    expect(response.rawPayload.length).toBe(size)
    expect(size).toBeLessThan(400 * 1024)
    expect(response.rawPayload.subarray(4, 8).toString()).toBe('ftyp')
  })

  it('refuses a paid lesson’s video to a non-buyer (403) and serves ranges to a buyer', async () => {
    const denied = await media(paid)
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject({ code: 403, message: '您尚未购买该产品,购买后即可使用' })
    const { userId, cookie } = await newLearner(server.app)
    expect((await media(paid, { cookie, range: 'bytes=0-99' })).statusCode).toBe(403)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 2, expiresInDays: 30 })
    const partial = await media(paid, { cookie, range: 'bytes=0-99' })
    expect(partial.statusCode).toBe(206)
    expect(partial.rawPayload.length).toBe(100)
    expect(partial.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(partial.headers['cache-control']).toMatch(/^private/)
    const size = Number(String(partial.headers['content-range']).split('/')[1])
    const tail = await media(paid, { cookie, range: 'bytes=-10' })
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
    expect(tail.rawPayload.length).toBe(10)
  })

  it('answers 416 to a range it cannot serve, 404 and 400 to unknown and bad ids', async () => {
    for (const range of [`bytes=99999999-`, 'bytes=50-10', 'items=0-1', 'bytes=-']) {
      const response = await media(free, { range })
      expect(response.statusCode).toBe(416)
      expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/)
      expect(response.json().code).toBe(416)
    }
    expect((await media(999999)).statusCode).toBe(404)
    expect((await server.inject('/media/lesson/abc')).statusCode).toBe(400)
  })
})
