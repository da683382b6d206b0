import { expect, test } from './fixtures'

const TRAIN_NAME = '恒达会计网校'

test.describe('cold deep links', () => {
  test('open a course by its id, and an unknown one says so', async ({
    shell,
    catalogue,
    coursePage,
  }) => {
    const course = await catalogue.course(2)
    await shell.open('/study/course/2')
    await expect(shell.heading).toHaveText('课程详情')
    await expect(coursePage.title(course.title)).toBeVisible()
    await shell.open('/study/course/101')
    await expect(coursePage.loadError('课程不存在')).toBeVisible()
  })

  test('open a lesson of a course', async ({ shell, catalogue, lessonPage }) => {
    const free = (await catalogue.lessonsOf(2)).find((item) => item.free === 1)
    if (!free) throw new Error('course 2 has no free lesson')
    await shell.open(`/study/course/2/lesson/${free.id}`)
    await expect(shell.heading).toHaveText('课时学习')
    await expect(lessonPage.title(free.lessonTitle)).toBeVisible()
  })

  test('open an exam with a subject and a province', async ({ bankHome, database, shell }) => {
    const subject = await database.bankSubject(216, '财务管理')
    await shell.open(`/test/exam/216/subject/${subject.id}/p/4`)
    await expect(shell.heading).toHaveText('题库')
    await expect(bankHome.subjectButton).toHaveAccessibleName('科目：财务管理')
    await expect(bankHome.examTab('中级会计职称')).toHaveAttribute('aria-selected', 'true')
  })

  test('open an order confirmation with its class query', async ({ shell, page, catalogue }) => {
    const paid = await catalogue.paidCourse()
    await shell.open(`/order/confirm/id/${paid.id}/type/course?class=9`)
    await expect(shell.heading).toHaveText('确认订单')
    await expect(page.getByText(paid.title).first()).toBeVisible()
    await expect(page.getByText('通过班级购买（班级编号 9）')).toBeVisible()
    await expect(
      page
        .getByText(`¥${paid.discountPrice.toFixed(2)}`)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
  })

  test('open a live join link and a free list', async ({ shell, page, catalogue }) => {
    const live = await catalogue.live('live 12', (item) => item.id === 12)
    await shell.open('/new/home/webcast/join/id/12')
    await expect(shell.heading).toHaveText('进入直播')
    await expect(page.getByRole('region', { name: `直播间：${live.lessonTitle}` })).toBeVisible()
    await shell.open('/home/list/1')
    await expect(shell.heading).toHaveText('免费视频')
  })

  test('a deep-linked page goes home from its back link', async ({
    shell,
    page,
    catalogue,
    classRoomPage,
  }) => {
    const classroom = await catalogue.classroom(1)
    await shell.open('/study/class/1')
    await expect(classRoomPage.title(classroom.title)).toBeVisible()
    await shell.homeLink.click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(shell.heading).toHaveText(TRAIN_NAME)
  })
})

test.describe('the route table redirects', () => {
  test('the empty path goes home', async ({ shell, page }) => {
    await shell.open('/')
    await expect(page).toHaveURL(/\/home$/)
  })

  test('old course addresses go to the course routes', async ({ shell, page }) => {
    await shell.open('/study/courseinfo/5/lesson/6')
    await expect(page).toHaveURL(/\/study\/course\/5\/lesson\/6$/)
    await expect(shell.heading).toHaveText('课时学习')
  })

  test('an account class address goes to the class room', async ({ shell, page }) => {
    await shell.open('/account/class/3')
    await expect(page).toHaveURL(/\/study\/class\/3$/)
  })
})

test.describe('the login guard', () => {
  test('a visitor opening a guarded route lands on /login with the address asked for', async ({
    shell,
    page,
  }) => {
    await page.goto('/user/order/detail/88')
    await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Forder%2Fdetail%2F88$/)
    await expect(shell.heading).toHaveText('登录')
  })

  test('a logged-in learner enters a guarded route, and the user centre knows them after a reload', async ({
    shell,
    page,
    login,
    userCentre,
  }) => {
    await login('备考小王')
    await shell.open('/user/order/detail/88')
    await expect(shell.heading).toHaveText('订单详情')
    await expect(page.getByText('加载失败：订单不存在')).toBeVisible()
    await userCentre.open()
    await expect(userCentre.learner('备考小王')).toBeVisible()
    await page.reload()
    await expect(userCentre.learner('备考小王')).toBeVisible()
  })

  test('/user/study goes to recent study, which needs a login', async ({ page }) => {
    await page.goto('/user/study')
    await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Fstudy%2Frecent$/)
  })
})

test.describe('the app shell', () => {
  test('the document title follows the organisation train_name', async ({ shell, page }) => {
    await shell.open('/home')
    await expect(page).toHaveTitle(TRAIN_NAME)
    await shell.open('/study/course/101')
    await expect(page).toHaveTitle(TRAIN_NAME)
  })

  test('tabs navigate, and browser back and forward return through them', async ({
    shell,
    page,
    userCentre,
  }) => {
    await shell.open('/home')
    await shell.switchTab('课程', '/course')
    await expect(shell.heading).toHaveText('课程')
    await shell.switchTab('我的', '/user')
    await expect(userCentre.loginLink).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/course$/)
    await expect(shell.heading).toHaveText('课程')
    await page.goBack()
    await expect(page).toHaveURL(/\/home$/)
    await expect(shell.heading).toHaveText(TRAIN_NAME)
    await page.goForward()
    await expect(page).toHaveURL(/\/course$/)
  })

  test('a page opened from another has a back link to it', async ({ shell, page, userCentre }) => {
    await userCentre.open()
    await userCentre.menuLink('关于我们').click()
    await expect(shell.heading).toHaveText('关于我们')
    await shell.backLink.click()
    await expect(page).toHaveURL(/\/user$/)
  })

  test('an unknown path shows the not-found page with a link home', async ({
    shell,
    page,
    notFoundPage,
  }) => {
    await shell.open('/no/such/page')
    await expect(notFoundPage.message).toBeVisible()
    await notFoundPage.homeLink.click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('the home page shows the school banners and question banks', async ({ homePage }) => {
    await homePage.open()
    await expect(
      homePage.slide('2027年初级会计职称 零基础签约班 火热招生').getByRole('img'),
    ).toBeAttached()
    await expect(homePage.practiceHeading).toBeVisible()
  })
})
