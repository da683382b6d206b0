import { expect, test } from './fixtures'

test.describe('the home page', () => {
  test('shows its sections in order with the seeded school', async ({ shell, page }) => {
    await shell.open('/home')
    await expect(shell.heading).toHaveText('恒达会计网校')
    // The first banner stands in until the carousel's code is in; then the carousel shows one
    // indicator dot per seeded banner.
    await expect(page.locator('.top-swiper .nut-indicator-dot')).toHaveCount(3)
    const sections = [
      page.locator('.top-swiper'),
      page.getByRole('navigation', { name: '快捷入口' }),
      page.getByRole('heading', { name: '最近直播' }),
      page.locator('.home__header-banner'),
      page.getByRole('heading', { name: '初级职称 · 初级会计职称' }),
      page.getByRole('heading', { name: '题库练习' }),
      page.locator('.home__footer'),
    ]
    let previousTop = -1
    for (const section of sections) {
      await expect(section).toBeVisible()
      const box = await section.boundingBox()
      expect(box?.y ?? -1).toBeGreaterThan(previousTop)
      previousTop = box?.y ?? previousTop
    }
    await expect(page.getByText('正在直播')).toBeVisible()
    await expect(page.getByText('已经到底啦~')).toBeVisible()
    const firstSection = page.locator('.course-section').first()
    await expect(firstSection.getByRole('link')).toHaveCount(8)
  })

  test('the child-category dropdown filters a category, and a card opens its course', async ({
    shell,
    page,
  }) => {
    await shell.open('/home')
    const cpa = page.locator('.course-section', {
      has: page.getByRole('heading', { name: '注册会计师 · CPA' }),
    })
    await expect(cpa.getByRole('link')).toHaveCount(8)
    await cpa.locator('.nut-menu-title').click()
    const listed = page.waitForResponse((response) =>
      /getCourseList\/cateId\/\d+$/.test(response.url()),
    )
    await page.locator('.nut-menu-container-item:visible', { hasText: /^审计$/ }).click()
    await listed
    await expect(cpa.getByRole('link', { name: '审计 基础精讲班' })).toBeVisible()
    await expect(cpa.getByRole('link', { name: '会计 基础精讲班' })).toHaveCount(0)
    await cpa.getByRole('link', { name: '审计 基础精讲班' }).click()
    await expect(page).toHaveURL(/\/study\/course\/\d+$/)
    await expect(shell.heading).toHaveText('课程详情')
  })

  test('a learner with a study record sees the continue-learning alert once per session', async ({
    shell,
    page,
    login,
    recordStudy,
  }) => {
    const userId = await login('备考小赵')
    await recordStudy(userId, 2, 7, '第二章 资产')
    await shell.open('/home')
    const alert = page.getByRole('link', { name: '继续学习' })
    await expect(alert).toContainText('上次学到：第二章 资产')
    await expect(alert).toBeHidden({ timeout: 7000 })
    await page.reload()
    await expect(shell.heading).toHaveText('恒达会计网校')
    await page.waitForTimeout(1000)
    await expect(alert).toBeHidden()
  })

  test('search finds a seeded course and remembers the keyword', async ({ shell, page }) => {
    await shell.open('/search')
    await shell.input('搜索课程、班级、商品、直播').fill('财务成本')
    await shell.button('搜索').click()
    await expect(page.getByRole('link', { name: '财务成本管理 基础精讲班' }).first()).toBeVisible()
    await shell.open('/search')
    await expect(page.getByText('最近搜索')).toBeVisible()
    await expect(page.getByRole('button', { name: '财务成本' })).toBeVisible()
  })

  test('the free lists, the store and the goods of a course', async ({ shell, page }) => {
    await shell.open('/home/list/0')
    await expect(shell.heading).toHaveText('复习资料')
    await expect(page.getByRole('link', { name: '经济法基础 必背法条清单' })).toBeVisible()
    await shell.open('/goodsStore?anchorId=3')
    await expect(page.getByRole('heading', { name: '教材图书' })).toBeInViewport()
    await shell.open('/goodsBuy/1')
    await page.getByRole('link', { name: '2027 初级会计 无忧通关班' }).click()
    await expect(page).toHaveURL(/\/order\/confirm\/id\/\d+\/type\/classroom$/)
  })

  test('the contact-teacher dialog shows the QR and QQ', async ({ shell, page }) => {
    await shell.open('/home')
    await page.getByRole('button', { name: '联系老师' }).click()
    const dialog = page.locator('.nut-dialog')
    await expect(dialog).toContainText('2850416618')
    await expect(dialog.getByRole('img', { name: '扫码添加班主任微信' })).toBeAttached()
  })
})

test.describe('the first load', () => {
  test('home renders from the answers written into its page, without asking for them again', async ({
    shell,
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await shell.open('/home')
    await expect(page.getByRole('heading', { name: '最近直播' })).toBeVisible()
    await expect(page.locator('.top-swiper .nut-indicator-dot')).toHaveCount(3)
    await expect(page.locator('.course-section').first().getByRole('link')).toHaveCount(8)
    for (const path of [
      '/knew/api/wap/getTrainInfo',
      '/api/home/banner/hdkj/type/mm',
      '/knew/api/wap/preLive',
      '/knew/Pc/course/getCourse',
    ]) {
      expect(asked).not.toContain(path)
    }
  })

  for (const { address, parts } of [
    {
      address: '/home',
      // Once the carousel is in, the first banner is its active slide.
      parts: ['.page-layout__tab-title', '.top-swiper .swiper-slide-active img'],
    },
    {
      address: '/course',
      parts: [
        '.page-layout__tab-title',
        '.course-section__name',
        '.course-card img',
        '.course-card__title',
        '.course-card__price',
      ],
    },
  ]) {
    test(`${address} shows the server's first view before its scripts run, in the page's own boxes`, async ({
      shell,
      page,
    }) => {
      const boxesOf = (root: string) =>
        Promise.all(
          parts.map(async (part) => {
            const selector =
              root === '#first-view' ? part.replace(' .swiper-slide-active', '') : part
            const element = page.locator(`${root} ${selector}`).first()
            return { part, text: await element.innerText(), box: await element.boundingBox() }
          }),
        )
      // Without its scripts the page still shows the school, its lead content and its links.
      await page.route(/\.js$/, (route) => route.abort())
      await page.goto(address)
      const firstView = page.locator('#first-view')
      await expect(firstView).toBeVisible()
      await expect(firstView.locator('.page-layout__tab-title')).toHaveText(
        address === '/home' ? '恒达会计网校' : '课程',
      )
      await expect(firstView.locator('img').first()).toHaveJSProperty('complete', true)
      const link = firstView.getByRole('link').first()
      await expect(link).toHaveAttribute('href', /^\//)
      const served = await boxesOf('#first-view')
      await expect(page.locator('#app')).toHaveAttribute('inert', '')

      await page.unroute(/\.js$/)
      await shell.open(address)
      await expect(firstView).toHaveCount(0)
      await expect(page.locator('#app')).not.toHaveAttribute('inert')
      if (address === '/home') {
        await expect(page.locator('.top-swiper .nut-indicator-dot')).toHaveCount(3)
      }
      const rendered = await boxesOf('#app')
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
    })
  }
})
