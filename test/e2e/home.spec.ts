import { expect, test } from './fixtures'
import { LEARNER_CARD_PARTS, type FirstViewAddress, type MeasuredPart } from './pages/first-view'

const TRAIN_NAME = '恒达会计网校'
/** The seeded school's hotline (server/demo-school/school.json). */
const HOTLINE = '400-820-6618'
const FIRST_BANNER = '2027年初级会计职称 零基础签约班 火热招生'
/** spec §4/§9: the continue-learning alert is checked 300 ms after load and shown 5 s. */
const LAST_STUDY_DELAY_MS = 300
const LAST_STUDY_SHOWN_MS = 5000

test.describe('the home page', () => {
  test('shows its sections in order with the seeded school', async ({ shell, homePage }) => {
    await homePage.open()
    await expect(shell.heading).toHaveText(TRAIN_NAME)
    // The first banner stands in until the carousel's code is in; then the carousel shows one
    // indicator dot per seeded banner.
    await expect(homePage.carouselDots).toHaveCount(3)
    const sections = [
      homePage.carousel,
      homePage.quickEntries,
      homePage.livesHeading,
      homePage.headerBanner(FIRST_BANNER),
      homePage.courseSection('初级职称 · 初级会计职称').getByRole('heading'),
      homePage.practiceHeading,
      homePage.footer,
    ]
    let previousTop = -1
    for (const section of sections) {
      await expect(section).toBeVisible()
      const box = await section.boundingBox()
      expect(box?.y ?? -1).toBeGreaterThan(previousTop)
      previousTop = box?.y ?? previousTop
    }
    await expect(homePage.liveNow).toBeVisible()
    await expect(homePage.endOfLives).toBeVisible()
    await expect(homePage.courseSections.first().getByRole('link')).toHaveCount(8)
  })

  test('the carousel needs a 50 px swipe before it moves (spec §9)', async ({ homePage }) => {
    await homePage.open()
    await expect(homePage.carouselDots).toHaveCount(3)
    expect(await homePage.swipeThreshold()).toBe(50)
  })

  test('the child-category chips filter a category, and a card opens its course', async ({
    shell,
    page,
    homePage,
  }) => {
    await homePage.open()
    const cpa = homePage.courseSection('注册会计师 · CPA')
    await expect(cpa.getByRole('link')).toHaveCount(8)
    const listed = page.waitForResponse((response) =>
      /getCourseList\/cateId\/\d+$/.test(response.url()),
    )
    await expect(homePage.chip(cpa, '全部')).toHaveAttribute('aria-pressed', 'true')
    await homePage.filterSection(cpa, '审计')
    await listed
    await expect(homePage.chip(cpa, '审计')).toHaveAttribute('aria-pressed', 'true')
    await expect(homePage.courseCard(cpa, '审计 基础精讲班')).toBeVisible()
    await expect(homePage.courseCard(cpa, '会计 基础精讲班')).toHaveCount(0)
    await homePage.courseCard(cpa, '审计 基础精讲班').click()
    await expect(page).toHaveURL(/\/study\/course\/\d+$/)
    await expect(shell.heading).toHaveText('课程详情')
  })

  test('a learner with a study record sees the continue-learning alert once per session', async ({
    shell,
    page,
    homePage,
    login,
    database,
  }) => {
    const { userId } = await login('备考小赵')
    const lessonTitle = await database.recordStudy(userId, 7)
    // The alert's moments (300 ms after load, shown 5 s) pass on the test's clock.
    await page.clock.install()
    await homePage.open()
    await expect(homePage.continueLearning).toContainText(`上次学到：${lessonTitle}`)
    await page.clock.runFor(LAST_STUDY_SHOWN_MS)
    await expect(homePage.continueLearning).toBeHidden()

    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.reload()
    await expect(shell.heading).toHaveText(TRAIN_NAME)
    // The alert mounts with the footer; once its moment has passed it has decided.
    await expect(homePage.footer).toBeVisible()
    await page.clock.runFor(LAST_STUDY_DELAY_MS)
    // A request the page makes now goes out after any the check made: the log is complete.
    await Promise.all([
      page.waitForRequest(/\/health$/),
      page.evaluate(() => fetch('/health').then((response) => response.ok)),
    ])
    expect(asked).not.toContain('/knew/api/wap/lastLearning')
    await expect(homePage.continueLearning).toBeHidden()
  })

  test('search finds a seeded course and remembers the keyword', async ({ searchPage }) => {
    await searchPage.open()
    await searchPage.search('财务成本')
    await expect(searchPage.result('财务成本管理 基础精讲班')).toBeVisible()
    await searchPage.open()
    await expect(searchPage.recentHeading).toBeVisible()
    await expect(searchPage.recentKeyword('财务成本')).toBeVisible()
  })

  test("search offers 热门搜索, lists a course once, and the current exam's first", async ({
    page,
    searchPage,
  }) => {
    // The learner's exam is the one /test chose last: 注册会计师.
    await searchPage.open()
    await page.evaluate(() =>
      localStorage.setItem('TEST_EXAM_LAST', JSON.stringify({ data: '7652' })),
    )
    await searchPage.open()
    const hot = searchPage.hot.getByRole('button')
    await expect(hot.first()).toBeVisible()
    expect(await hot.count()).toBeLessThanOrEqual(8)
    await searchPage.search('经济法')
    await expect(page.getByText('已优先显示注册会计师的内容')).toBeVisible()
    const main = page.getByRole('main')
    const courses = main.getByRole('heading', { name: /^课程（\d+）$/ })
    await expect(courses).toBeVisible()
    // Every hit once, named with its exam: a course is not listed again as the goods that
    // sell it, and the several exams' 经济法 courses are told apart.
    const titles = await main
      .locator('.search__results [role="link"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
      )
    expect(titles.length).toBeGreaterThan(1)
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles[0]).toMatch(/（注册会计师）$/)
  })

  test('the free lists, the store and the goods of a course', async ({
    shell,
    page,
    freeListPage,
    goodsStorePage,
    goodsBuyPage,
  }) => {
    await freeListPage.open(0)
    await expect(shell.heading).toHaveText('复习资料')
    await expect(freeListPage.item('经济法基础 必背法条清单')).toBeVisible()
    await goodsStorePage.open(3)
    await expect(goodsStorePage.goodsType('教材图书')).toBeInViewport()
    await goodsBuyPage.open(1)
    await goodsBuyPage.offer('2027 初级会计 无忧通关班').click()
    await expect(page).toHaveURL(/\/order\/confirm\/id\/\d+\/type\/classroom$/)
  })

  test('the contact-teacher dialog shows the QR, says to long-press it, and dials the hotline', async ({
    homePage,
  }) => {
    await homePage.open()
    await homePage.contactTeacher.click()
    const dialog = homePage.dialog
    await expect(dialog.box).toContainText('2850416618')
    // Inside WeChat a QR on the screen is long-pressed, not scanned.
    const qr = dialog.box.getByRole('img', { name: '长按识别二维码，添加班主任微信' })
    await expect(qr).toBeAttached()
    await expect(dialog.box.getByRole('link', { name: HOTLINE })).toHaveAttribute(
      'href',
      `tel:${HOTLINE.replace(/\D/g, '')}`,
    )
  })
})

test.describe('the first load', () => {
  test('home renders from the answers written into its page, without asking for them again', async ({
    page,
    homePage,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await homePage.open()
    await expect(homePage.livesHeading).toBeVisible()
    await expect(homePage.carouselDots).toHaveCount(3)
    await expect(homePage.courseSections.first().getByRole('link')).toHaveCount(8)
    for (const path of [
      '/knew/api/wap/getTrainInfo',
      '/api/home/banner/hdkj/type/mm',
      '/knew/api/wap/preLive',
      '/knew/Pc/course/getCourse',
    ]) {
      expect(asked).not.toContain(path)
    }
  })

  /** The app shows each part of the first view with the same text, in the same box. */
  function expectSameParts(served: MeasuredPart[], rendered: MeasuredPart[]): void {
    expect(rendered.map(({ part, text }) => ({ part, text }))).toEqual(
      served.map(({ part, text }) => ({ part, text })),
    )
    rendered.forEach(({ box }, index) => {
      const before = served[index].box
      expect(box && before).toBeTruthy()
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs((box?.[key] ?? 0) - (before?.[key] ?? -99))).toBeLessThan(1)
      }
    })
  }

  const FIRST_VIEW_TITLES: Record<FirstViewAddress, string> = {
    '/home': TRAIN_NAME,
    '/course': '课程',
    '/study/course/1': '课程详情',
    '/live': '直播',
    '/user': '我的',
    '/test': '题库',
  }
  for (const address of Object.keys(FIRST_VIEW_TITLES) as FirstViewAddress[]) {
    test(`${address} shows the server's first view before its scripts run, in the page's own boxes`, async ({
      shell,
      firstView,
      homePage,
    }) => {
      // Without its scripts the page still shows the school, its lead content and its links.
      await firstView.openWithoutScripts(address)
      await expect(firstView.served).toBeVisible()
      await expect(firstView.servedTitle(address)).toHaveText(FIRST_VIEW_TITLES[address])
      if (!['/live', '/user', '/test'].includes(address))
        await expect(firstView.served.getByRole('img').first()).toHaveJSProperty('complete', true)
      if (address !== '/live')
        await expect(firstView.served.getByRole('link').first()).toHaveAttribute('href', /^\//)
      const served = await firstView.measure(address, 'served')
      await expect(firstView.app).toHaveAttribute('inert', '')

      await firstView.allowScripts()
      await shell.open(address)
      await expect(firstView.served).toHaveCount(0)
      await expect(firstView.app).not.toHaveAttribute('inert')
      if (address === '/home') await expect(homePage.carouselDots).toHaveCount(3)
      expectSameParts(served, await firstView.measure(address, 'rendered'))
    })
  }

  for (const busy of [false, true]) {
    const state = busy ? 'signed in today, with an exam date' : 'new'
    test(`a ${state} learner's /user shows their card before its scripts run, in the app's boxes`, async ({
      page,
      shell,
      firstView,
      login,
    }) => {
      const learner = await login('首屏学员')
      const examDate = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10)
      if (busy) {
        expect((await page.request.post('/api/home/signin/')).ok()).toBe(true)
        const set = await page.request.post('/api/home/examdate/', { form: { examDate } })
        expect((await set.json()).code).toBe(200)
      }
      const parts = busy
        ? [...LEARNER_CARD_PARTS, '.user-header__streak', '.user-header__exam-date']
        : LEARNER_CARD_PARTS
      await firstView.openWithoutScripts('/user')
      await expect(firstView.served.getByText('首屏学员')).toBeVisible()
      await expect(firstView.served.getByRole('timer', { name: '考试倒计时' })).toHaveText(
        busy
          ? new RegExp(`^距离考试还有 \\d+ 天考试日期 ${examDate}$`)
          : '设置考试日期，开启倒计时',
      )
      const served = await firstView.measure('/user', 'served', parts)
      expect(served.find(({ part }) => part === '.user-header__mobile')?.text).toBe(
        `${learner.mobile.slice(0, 3)}****${learner.mobile.slice(7)}`,
      )
      expect(served.find(({ part }) => part === '.user-header__sign')?.text).toBe(
        busy ? '今日已签到' : '签到',
      )

      await firstView.allowScripts()
      await shell.open('/user')
      await expect(firstView.served).toHaveCount(0)
      expectSameParts(served, await firstView.measure('/user', 'rendered', parts))
    })
  }

  test("/test's first view follows the exam and intro the device chose last", async ({
    shell,
    firstView,
    bankHome,
  }) => {
    await shell.open('/test')
    await bankHome.skipIntro()
    await bankHome.examTab('注册会计师').click()
    await expect(bankHome.examTab('注册会计师')).toHaveAttribute('aria-selected', 'true')
    await expect(bankHome.subjectButton).toHaveAccessibleName(/^科目：[^…]/)
    const subject = await bankHome.subjectButton.getAttribute('aria-label')

    await firstView.openWithoutScripts('/test')
    await expect(firstView.served.locator('.bank-exams__item--active')).toHaveText('注册会计师')
    await expect(firstView.served.locator('.bank-choice__value').first()).toHaveText(
      (subject ?? '').replace('科目：', ''),
    )
    await expect(firstView.served.locator('.bank-intro')).toHaveCount(0)
  })
})
