import { WriteTracker } from '@server/db/write-tracker'
import { LIVE_ANSWER_MAX_MS, PublicAnswers } from '@server/services/public-answers'
import { describeServer } from '../support/test-server'

describeServer('public answers served from memory', (server) => {
  it('serve the same body again, with an ETag that a repeat request gets 304 for', async () => {
    const first = await server.inject('/knew/Pc/course/getCourse')
    const second = await server.inject('/knew/Pc/course/getCourse')
    expect(second.body).toBe(first.body)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await server.inject({
      url: '/knew/Pc/course/getCourse',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('show a change the server writes in the very next answer', async () => {
    const before = (await server.get('/knew/Pc/course/getCourse')).result
    const course = before[0].courseList[0]
    await server.app.db
      .updateTable('courses')
      .set({ title: '初级会计实务 零基础入门班' })
      .where('id', '=', course.id)
      .execute()
    const after = (await server.get('/knew/Pc/course/getCourse')).result
    expect(after[0].courseList[0].title).toBe('初级会计实务 零基础入门班')
    const detail = await server.get(`/knew/pc/course/info/courseId/${course.id}`)
    expect(detail.result.title).toBe('初级会计实务 零基础入门班')
  })

  it('are compressed as the phone accepts: br, else gzip, else none', async () => {
    const br = await server.inject({
      url: '/knew/api/wap/getTrainInfo',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await server.inject({
      url: '/knew/api/wap/getTrainInfo',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await server.inject('/knew/api/wap/getTrainInfo')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().result.train_name).toBe('恒达会计网校')
    expect(plain.headers.vary).toContain('Accept-Encoding')
  })
})

describeServer('live answers and writes from another process', (server) => {
  it('read the lives again within a minute, so an operator’s cancel shows', async () => {
    let now = Date.now()
    // A tracker that sees none of the writes: the operator's CLI writes from its own process.
    const answers = new PublicAnswers(
      server.app.db,
      new WriteTracker(() => now),
      server.app.config.organisation,
      () => now,
    )
    const before = (await answers.recentLives()).value
    const live = before[0]
    await server.app.db
      .updateTable('lives')
      .set({ state: 'cancelled' })
      .where('id', '=', live.id)
      .execute()
    expect((await answers.recentLives()).value.map((item) => item.id)).toContain(live.id)
    now += LIVE_ANSWER_MAX_MS + 1
    expect((await answers.recentLives()).value.map((item) => item.id)).not.toContain(live.id)
  })
})
