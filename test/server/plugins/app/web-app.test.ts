import { rmSync } from 'node:fs'
import { chinaTime } from '@common/rules/china-time'
import { fakeH5Build } from '../../support/h5-build'
import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

const build = fakeH5Build()
afterAll(() => rmSync(build, { recursive: true, force: true }))

describeServer(
  'serving the H5 app',
  (server) => {
    it.each([
      '/',
      '/home',
      '/study/course/101',
      '/user/order/detail/9',
      '/new/home/webcast/join/id/3',
      '/no/such/page',
    ])('answers %s with index.html, never cached', async (url) => {
      const response = await server.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toMatch(/<div id="app"( inert)?>/)
    })

    /** The boot data a page's index.html carries, by request URL. */
    async function bootData(url: string): Promise<Record<string, unknown>> {
      const response = await server.inject(url)
      const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      )?.[1]
      if (!json) throw new Error(`no boot data in ${url}`)
      return JSON.parse(json) as Record<string, unknown>
    }

    it('writes the public answers a page needs first into its index.html', async () => {
      const home = await bootData('/home')
      expect(Object.keys(home).sort()).toEqual([
        '/api/home/banner/hdkj/type/mm',
        '/api/home/nav',
        '/knew/Pc/course/getCourse',
        '/knew/api/wap/getTrainInfo',
        '/knew/api/wap/preLive',
      ])
      const api = await server.get('/knew/Pc/course/getCourse')
      expect(home['/knew/Pc/course/getCourse']).toEqual(api.result)
      expect(home['/api/home/nav']).toEqual((await server.get('/api/home/nav')).result)
      expect(home['/knew/api/wap/getTrainInfo']).toMatchObject({ train_name: '恒达会计网校' })
      // The entry redirect applies first: / is the home page.
      expect(Object.keys(await bootData('/'))).toHaveLength(5)
      expect(Object.keys(await bootData('/course'))).toEqual([
        '/knew/api/wap/getTrainInfo',
        '/knew/Pc/course/getCourse',
      ])
      expect(Object.keys(await bootData('/user/order'))).toEqual(['/knew/api/wap/getTrainInfo'])
    })

    it('preloads the page’s own chunks and its lead image', async () => {
      const { body } = await server.inject('/home')
      // With a first view, the chunks are preloaded once it is painted (boot-after-paint.ts).
      const afterPaint = /<script id="entry-scripts" type="application\/json">(.*?)<\/script>/.exec(
        body,
      )?.[1]
      expect(JSON.parse(afterPaint ?? '{}').chunks).toEqual(['/js/home.0123abcd.js'])
      expect(body).not.toContain('<link rel="preload" as="script"')
      // The first view is drawn with the page's stylesheet, so it is linked, not preloaded.
      expect(body).toContain('<link rel="stylesheet" href="/css/home.0123abcd.css">')
      expect(body).toContain('<link rel="preload" as="image" href="/media/banners/junior.svg"')
      const course = await server.inject('/course')
      expect(course.body).not.toContain('home.0123abcd.js')
      expect(course.body).toMatch(
        /<link rel="preload" as="image" href="\/media\/covers\/course\/\d+\.svg"/,
      )
    })

    it('paints a first view of /home and /course from their boot data, and not of a page without one', async () => {
      const home = (await server.inject('/home')).body
      const view = /<div id="first-view"[\s\S]*?<div id="app" inert>/.exec(home)?.[0] ?? ''
      expect(view).toContain('<div class="page-layout__tab-title">恒达会计网校</div>')
      expect(view).toContain('src="/media/banners/junior.svg"')
      expect(home.indexOf('<style>#first-view{')).toBeLessThan(home.indexOf('</head>'))
      const course = (await server.inject('/course')).body
      const cards = course.match(
        /<a class="course-card" aria-label="[^"]+" href="\/study\/course\/\d+">/g,
      )
      expect(cards).toHaveLength(4)
      expect(course).toContain('<div class="course-section__name">初级职称 · 初级会计职称</div>')
      for (const url of ['/user/order', '/study/course/101', '/search', '/no/such/page']) {
        expect((await server.inject(url)).body).not.toContain('first-view')
      }
    })

    it('paints a course page, /live and /user their first views, /user by its session cookie', async () => {
      const course = await server.get('/knew/pc/course/info/courseId/1')
      const page = (await server.inject('/study/course/1')).body
      expect(page).toContain(`<div class="study-header__title">${course.result.title}</div>`)
      expect(page).toContain(`src="${course.result.picture}"`)
      const lives = (await server.inject('/live')).body
      expect(lives).toContain('<div class="app-tabs__tab app-tabs__tab--on">直播预告</div>')
      expect(lives).toMatch(/<div class="live-row__title">/)

      const visitor = await server.inject('/user')
      expect(visitor.body).toContain('登录后可查看课程、订单与学习记录')
      expect(visitor.headers.vary).toBe('Cookie, Accept-Encoding')
      expect(visitor.headers['cache-control']).toBe('no-cache')
      // A cookie that names no session is a visitor's, as the app will find once it asks.
      const stale = await server.inject({ url: '/user', cookies: { sid: 'any-session' } })
      expect(stale.body).toContain('登录后可查看课程、订单与学习记录')
      expect(stale.headers['cache-control']).toBe('no-cache')
      // A page that is the same for everyone does not vary by cookie.
      expect((await server.inject('/course')).headers.vary).toBe('Accept-Encoding')
    })

    it("paints a learner's /user their own card, as the app will draw it, kept by no shared cache", async () => {
      const { cookie, mobile } = await newLearner(server.app, '考证小王')
      await server.post('/api/home/signin/', {}, cookie)
      const examDate = chinaTime(Date.now() + 100 * 86_400_000, 'YYYY-MM-DD')
      await server.post('/api/home/examdate/', { examDate }, cookie)
      const summary = (await server.get('/api/home/getusers/', cookie)).result
      const page = await server.inject({ url: '/user', headers: { cookie } })
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.headers.vary).toBe('Cookie, Accept-Encoding')
      const view = /<div id="first-view"[\s\S]*?<div id="app" inert>/.exec(page.body)?.[0] ?? ''
      expect(view).not.toContain('login-notice')
      expect(view).toContain('<div aria-hidden="true" class="user-header__avatar">考</div>')
      expect(view).toContain('<span class="taro-text user-header__name">考证小王</span>')
      expect(view).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}</span>`)
      expect(view).toContain(
        `<span class="taro-text user-header__points-value">${summary.points}</span>`,
      )
      expect(summary.points).toBeGreaterThan(0)
      expect(view).toContain('>今日已签到</div>')
      expect(view).toContain(`距离考试还有 ${summary.daysLeft} 天`)
      expect(summary.daysLeft).toBeGreaterThan(98)
      expect(view).toContain(`考试日期 ${examDate}</span>`)
      expect(view).toContain('>修改考试日期</div>')
      expect(view).toContain('<a href="/user/setting" class="menu-list__item">')

      // Made per request: the next look has the date the learner set meanwhile.
      await server.post('/api/home/examdate/', { examDate: '' }, cookie)
      const later = (await server.inject({ url: '/user', headers: { cookie } })).body
      expect(later).toContain('设置考试日期，开启倒计时')
      expect(later).toContain('>设置考试日期</div>')
      // The visitors' page stays the kept one, without anyone's card.
      expect((await server.inject('/user')).body).not.toContain('user-header')
    })

    it('paints /test the exam, subject and intro the device chose, from its cookies', async () => {
      const years = await server.get('/api/v1/yearSubjects?examId=5617')
      const first = years.result[0].subjects[0]
      // A phone: a desktop browser is sent to the desktop bank page (BANK_DESKTOP_URL).
      const headers = { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.49' }
      const fresh = (await server.inject({ url: '/test', headers })).body
      expect(fresh).toContain(
        '<div class="bank-exams__item bank-exams__item--active">初级会计职称</div>',
      )
      expect(fresh).toContain(`<div class="bank-choice__value">${first.name}</div>`)
      expect(fresh).toContain(`${first.year}年考试日期：${first.examDate}`)
      expect(fresh).toContain('登录后查看做题进度、正确率和薄弱知识点')
      expect(fresh).toContain('<div class="bank-intro__title">切换考试与科目</div>')
      expect(fresh).toMatch(/<div class="bank-tiles__caption">\d+道免费题<\/div>/)

      const cpa = await server.get('/api/v1/yearSubjects?examId=7652')
      const chosen = cpa.result[0].subjects[1]
      const returning = await server.inject({
        url: '/test',
        headers,
        cookies: {
          sid: 'any-session',
          fv_TEST_EXAM_LAST: '7652',
          fv_TEST_EXAM: JSON.stringify({ 7652: chosen.id }),
          fv_leadPage: '1',
        },
      })
      expect(returning.headers.vary).toBe('Cookie, Accept-Encoding')
      expect(returning.body).toContain(
        '<div class="bank-exams__item bank-exams__item--active">注册会计师</div>',
      )
      expect(returning.body).toContain(`<div class="bank-choice__value">${chosen.name}</div>`)
      expect(returning.body).not.toContain('bank-intro')
      expect(returning.body).toContain('<div class="bank-stats__name">完成率</div>')
      // A learner's own counts are not the server's to show before the page asks.
      expect(returning.body).toContain(
        '<div class="bank-tiles__title">错题本</div><div class="bank-tiles__caption">…</div>',
      )

      // Cookies that name nothing real fall back to the defaults.
      const odd = await server.inject({
        url: '/test',
        headers,
        cookies: { fv_TEST_EXAM_LAST: '99', fv_TEST_EXAM: '{oops' },
      })
      expect(odd.statusCode).toBe(200)
      expect(odd.body).toContain(`<div class="bank-choice__value">${first.name}</div>`)
    })

    it('serves hashed assets with long-lived caching', async () => {
      const response = await server.inject('/js/app.0123abcd.js')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    })

    it('compresses what it serves', async () => {
      const response = await server.inject({
        url: '/js/app.0123abcd.js',
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.headers['content-encoding']).toBe('gzip')
    })

    it('keeps API paths in the envelope', async () => {
      const response = await server.inject('/api/home/unknown')
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe(404)
    })
  },
  { env: { STATIC_DIR: build } },
)
