import { expect, test } from './fixtures'

test.describe('course study', () => {
  test('a visitor opening a paid course sees the missing-purchase prompt with the login link', async ({
    page,
    catalogue,
    coursePage,
  }) => {
    const paid = await catalogue.paidCourse()
    await coursePage.open(paid.id)
    await expect(coursePage.title(paid.title)).toBeVisible()
    await expect(coursePage.missingPurchase).toContainText('您尚未购买该产品,购买后即可使用')
    await expect(coursePage.catalogueHeading).toBeVisible()
    await expect(coursePage.buyButton).toBeVisible()
    await coursePage.loginLink.click()
    await expect(page).toHaveURL(new RegExp(`/login\\?returnurl=%2Fstudy%2Fcourse%2F${paid.id}$`))
  })

  test('a learner whose course needs activation activates it and plays a paid lesson', async ({
    shell,
    page,
    catalogue,
    coursePage,
    lessonPage,
    login,
    database,
  }) => {
    const paid = await catalogue.paidCourse()
    const { userId } = await login('待激活学员')
    await database.enrol(userId, 'course', paid.id, { activated: false })
    const paidLesson = (await catalogue.lessonsOf(paid.id)).find((lesson) => lesson.free !== 1)
    if (!paidLesson) throw new Error(`course ${paid.id} has no paid lesson`)

    await coursePage.open(paid.id)
    await coursePage.lesson(paidLesson.lessonTitle).click()
    const { dialog } = coursePage
    await expect(dialog.text('是否激活')).toBeVisible()
    await expect(dialog.text('暂不激活')).toBeVisible()
    await dialog.press('立即激活')
    // The toast shows briefly, then the lesson opens over it.
    await expect(shell.toast('激活成功')).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}/lesson/${paidLesson.id}$`))
    await expect(lessonPage.video).toHaveAttribute('src', `/media/lesson/${paidLesson.id}`)
    await expect(lessonPage.video).toHaveAttribute('x5-playsinline', 'true')
    await lessonPage.waitForMetadata()
  })

  test('a learner joins a free course, plays, leaves, comes back and resumes where they were', async ({
    shell,
    page,
    catalogue,
    coursePage,
    lessonPage,
    login,
  }) => {
    const free = await catalogue.freeCourse()
    await login('免费课学员')
    await coursePage.open(free.id)
    await coursePage.joinFree()
    await expect(shell.toast('加入成功')).toBeVisible()
    await coursePage.startButton.click()
    await expect(page).toHaveURL(new RegExp(`/study/course/${free.id}/lesson/\\d+$`))
    const lessonUrl = page.url()

    await lessonPage.waitForMetadata()
    const current = page.locator('[aria-current="true"]').filter({ hasText: /^01/ })
    await expect(current).toContainText('当前课时')
    const left = await lessonPage.playPast(3)
    // Paused, the list says so: 播放中 only while it plays.
    await expect(current).toContainText('已暂停')
    await coursePage.open(free.id)
    await expect(page.getByText('已加入', { exact: true })).toBeVisible()
    await page.goto(lessonUrl)

    await shell.open('/home')
    await page.goto(lessonUrl)
    await expect.poll(() => lessonPage.position()).toBeGreaterThanOrEqual(Math.floor(left))
    // The course page shows how far the lesson got, and recent study knows it.
    await coursePage.open(free.id)
    await expect(coursePage.progress(/学习至 \d秒/)).toBeVisible()
    await expect(coursePage.continueButton).toBeVisible()
  })

  test('a learner posts a comment under a free lesson and replies to it', async ({
    page,
    catalogue,
    lessonPage,
    login,
  }) => {
    const free = await catalogue.freeCourse()
    const [first] = await catalogue.lessonsOf(free.id)
    // Unique words: the server's database outlives a single test run.
    const asker = `提问学员${Date.now() % 100000}`
    const question = `<i>长期股权投资</i>的成本法什么时候用？（${asker}）`
    await login(asker)
    await lessonPage.open(free.id, first.id)
    await expect(lessonPage.discussionHeading).toBeVisible()
    const before = await lessonPage.comments()

    await lessonPage.comment(question)
    await expect(lessonPage.message(question)).toBeVisible()
    await expect(lessonPage.commentCount).toHaveText(`共 ${before + 1} 条评论`)
    // The markup shows as typed: no element holds the words it wrapped.
    await expect(lessonPage.element('长期股权投资')).toHaveCount(0)

    const answer = `对被投资单位实施控制时用成本法。（答${asker}）`
    await lessonPage.reply(asker, answer)
    await expect(lessonPage.message(answer)).toBeVisible()

    await page.reload()
    await expect(lessonPage.message(question)).toBeVisible()
    await expect(lessonPage.message(answer)).toBeVisible()
  })

  test('a class room lists its courses, and a course opened from it buys with the class id', async ({
    page,
    catalogue,
    classRoomPage,
    coursePage,
    login,
  }) => {
    await login('班级学员')
    const classCourses = await catalogue.classroomCourses(1)
    expect(classCourses.length).toBeGreaterThan(0)
    await classRoomPage.open(1)
    for (const course of classCourses) {
      await expect(classRoomPage.course(course.title)).toBeVisible()
    }
    const paid = classCourses.find((course) => course.discountPrice > 0)
    if (!paid) throw new Error('class room 1 has no paid course')
    await classRoomPage.course(paid.title).click()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}\\?class=1$`))
    await expect(coursePage.title(paid.title)).toBeVisible()
    await coursePage.buyButton.click()
    await expect(page).toHaveURL(new RegExp(`/order/confirm/id/${paid.id}/type/course\\?class=1$`))
  })
})

test('a visitor tapping a paid lesson on a free lesson’s page gets the register/buy dialog, naming the course', async ({
  page,
  catalogue,
  lessonPage,
}) => {
  const paid = await catalogue.paidCourse()
  const lessons = await catalogue.lessonsOf(paid.id)
  const free = lessons.find((lesson) => lesson.type === 'lesson' && lesson.free === 1)
  const locked = lessons.find(
    (lesson) => lesson.type === 'lesson' && lesson.free !== 1 && lesson.status === 'published',
  )
  if (!free || !locked) throw new Error(`course ${paid.id} lacks a free or a paid lesson`)
  await lessonPage.open(paid.id, free.id)
  await expect(lessonPage.title(free.lessonTitle)).toBeVisible()
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(locked.lessonTitle) })
    .first()
    .click()
  // The same dialog as on the course page, not the login page; the page stays where it was.
  const dialog = page.locator('.nut-dialog').filter({ visible: true })
  await expect(dialog.getByText(paid.title, { exact: true })).toBeVisible()
  await expect(dialog.getByText(`¥${paid.discountPrice.toFixed(2)}`)).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: '同意用户协议和隐私政策' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}/lesson/${free.id}$`))
})
