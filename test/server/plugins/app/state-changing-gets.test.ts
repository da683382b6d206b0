import { choiceUnits, bankSubject } from '../../support/bank'
import { enrolLearner, freshMobile, newLearner } from '../../support/learners'
import { lessonsOf } from '../../support/lessons'
import { describeServer } from '../../support/test-server'

/** The GETs that change something (each keeps the spec's method), by URL as registered. */
const STATE_CHANGING_GETS = [
  '/api/home/signin',
  '/api/home/test/delNote/:id',
  '/api/wechat/oauth',
  '/knew/pc/course/saveRecord',
  '/knew/pc/course/tryActive',
]

/** What Chromium sends with a top-level link followed from another site. */
const CROSS_SITE_NAVIGATION = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
  referer: 'https://evil.example/free-gift.html',
  'upgrade-insecure-requests': '1',
}

/** What the app's own request (services/http.ts, fetch) carries. */
const APP_REQUEST = {
  'x-requested-with': 'XMLHttpRequest',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
}

describeServer(
  'GETs that change state answer only the app, never a link from another site',
  (server) => {
    const get = (url: string, headers: Record<string, string>) =>
      server.inject({ method: 'GET', url, headers })

    it('declares exactly these GETs as changing state', () => {
      expect([...new Set(server.app.stateChangingGets)].sort()).toEqual(STATE_CHANGING_GETS)
    })

    it('does not start a paid course from a cross-site link, nor without the app header', async () => {
      const { userId, cookie } = await newLearner(server.app)
      await enrolLearner(server.app, { userId, kind: 'course', refId: 4 })
      const activatedAt = () =>
        server.app.db
          .selectFrom('enrolments')
          .select('activated_at')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      for (const headers of [
        { cookie, ...CROSS_SITE_NAVIGATION },
        { cookie },
        // The app header cannot make a navigation the app's.
        { cookie, ...CROSS_SITE_NAVIGATION, 'x-requested-with': 'XMLHttpRequest' },
      ]) {
        const refused = await get('/knew/pc/course/tryActive/?id=4', headers)
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ code: 403, message: '非法的请求来源', result: null })
      }
      expect((await activatedAt()).activated_at).toBeNull()
      const own = await get('/knew/pc/course/tryActive/?id=4', { cookie, ...APP_REQUEST })
      expect(own.json()).toMatchObject({ code: 200, result: { access: 1 } })
      expect((await activatedAt()).activated_at).toEqual(expect.any(Number))
    })

    it('does not delete a note, sign in, record progress or start 网页授权 from a link', async () => {
      const { userId, cookie } = await newLearner(server.app)
      const subject = await bankSubject(server.app, 5617, '初级会计实务')
      const [question] = await choiceUnits(server.app, subject.id, 1)
      await server.post(`/api/home/test/addNote/${question.id}`, { content: '记住' }, cookie)
      const [lesson] = (await lessonsOf(server, 1)).filter((item) => item.free === 1)
      const urls = [
        `/api/home/test/delNote/${question.id}`,
        '/api/home/signin/',
        `/knew/pc/course/saveRecord?video_id=${lesson.id}&current_time=30`,
        `/api/wechat/oauth?back=${encodeURIComponent('/user/order')}`,
      ]
      for (const url of urls) {
        expect((await get(url, { cookie, ...CROSS_SITE_NAVIGATION })).statusCode).toBe(403)
      }
      const count = async (table: 'question_notes' | 'sign_ins' | 'video_positions') =>
        Number(
          (
            await server.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        )
      const states = await server.app.db
        .selectFrom('wechat_oauth_states')
        .select('state')
        .where('user_id', '=', userId)
        .execute()
      expect({
        notes: await count('question_notes'),
        signIns: await count('sign_ins'),
        positions: await count('video_positions'),
        states: states.length,
      }).toEqual({ notes: 1, signIns: 0, positions: 0, states: 0 })

      // The app's own requests do each.
      for (const url of urls) {
        expect((await get(url, { cookie, ...APP_REQUEST })).json().code).toBe(200)
      }
      expect(await count('question_notes')).toBe(0)
      expect(await count('sign_ins')).toBe(1)
      expect(await count('video_positions')).toBe(1)
    })

    it("starts 网页授权 for the app's request with WeChat's page to open", async () => {
      const { cookie } = await newLearner(server.app)
      const answer = await get(`/api/wechat/oauth?back=${encodeURIComponent('/user/order')}`, {
        cookie,
        ...APP_REQUEST,
      })
      const url = new URL(answer.json().result.url, 'http://localhost')
      expect(url.pathname).toBe('/api/dev/wechat/authorize')
      expect(url.searchParams.get('redirect_uri')).toBe(
        'http://localhost:80/api/wechat/oauth/callback',
      )
    })

    it("keeps the mini-program's exception: its token header, without our cookie", async () => {
      const { cookie } = await newLearner(server.app)
      const token = cookie.replace('sid=', '')
      const answer = await get('/api/home/signin/', { token })
      expect(answer.json().code).toBe(200)
      // With our cookie too, it is a browser's request, checked as one.
      expect((await get('/api/home/signin/', { token, cookie })).statusCode).toBe(403)
    })
  },
)

describeServer('the same-origin check reads requests as the rest of the server does', (server) => {
  const sendCode = (headers: Record<string, string>) =>
    server.postForm('/new/home/login/sendCode', { mobile: freshMobile() }, headers)

  it('reads the session cookie as the cookie parser does, spaces and all', async () => {
    const { cookie } = await newLearner(server.app)
    const spaced = cookie.replace('sid=', 'sid =')
    // The server logs this request in as the learner…
    const check = await server.inject({ url: '/api/home/checklogin/', headers: { cookie: spaced } })
    expect(check.json().code).toBe(200)
    // …so the token-header exception does not hold for it.
    const forged = await sendCode({ cookie: spaced, token: 'x', origin: 'https://evil.example' })
    expect(forged.statusCode).toBe(403)
  })

  it("compares an Origin's scheme too", async () => {
    expect((await sendCode({ origin: 'https://localhost' })).statusCode).toBe(403)
    expect((await sendCode({ origin: 'https://localhost:80' })).statusCode).toBe(403)
    expect((await sendCode({ origin: 'http://localhost' })).statusCode).toBe(200)
  })
})
