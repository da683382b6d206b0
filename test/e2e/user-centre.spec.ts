import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { expect, test } from './fixtures'
import { press } from './pages/attempt-page'

dayjs.extend(utc)

// Learners are in China: the picker's "today" and the server's China day are the same day.
test.use({ timezoneId: 'Asia/Shanghai' })

test.describe("the learner's own pages", () => {
  test('studies a lesson, finds it in recent study and my courses, signs in once, sets the exam date', async ({
    page,
    catalogue,
    coursePage,
    lessonPage,
    shell,
    login,
  }) => {
    // The lesson is watched for real, at 2× (about half a minute of its video).
    test.slow()
    const free = await catalogue.freeCourse()
    await login('积分学员')
    await coursePage.open(free.id)
    await coursePage.joinFree()
    await expect(shell.toast('加入成功')).toBeVisible()
    await coursePage.startButton.click()
    await expect(page).toHaveURL(new RegExp(`/study/course/${free.id}/lesson/\\d+$`))
    const lessonId = Number(page.url().split('/').pop())
    await lessonPage.waitForMetadata()
    const lessons = (await catalogue.lessonsOf(free.id)).filter(
      (item) => item.type === 'lesson' && item.status === 'published',
    )
    const lesson = lessons.find((item) => item.id === lessonId)
    if (!lesson) throw new Error(`lesson ${lessonId} is not in course ${free.id}`)
    // The server credits only the watching the player's saves show over its own time (a seek
    // to the end finishes nothing): played through at the fastest speed offered, the save
    // past 90% of the video finishes the lesson.
    const finish = Math.ceil(lesson.duration * 0.9)
    const finishingSave = page.waitForResponse(
      (response) =>
        response.url().includes('/knew/pc/course/saveRecord') &&
        Number(new URL(response.url()).searchParams.get('current_time')) >= finish,
      { timeout: 60_000 },
    )
    await page.getByRole('radio', { name: '2x' }).click()
    await lessonPage.video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    expect((await (await finishingSave).json()).code).toBe(200)
    // Watched past 90%: the lesson counts as done, shown as 100%.
    const progress = 100

    // Recent study: this lesson first, with its progress; it opens the lesson.
    await shell.open('/user/study/recent')
    const recent = page.getByRole('list', { name: '最近学习' }).getByRole('link').first()
    await expect(recent).toHaveAccessibleName(
      `继续学习：${free.title}，${lesson.lessonTitle}，已学 ${progress}%`,
    )
    await expect(recent).toHaveAttribute('href', `/study/course/${free.id}/lesson/${lessonId}`)

    // My courses: the course with one lesson done.
    await page.getByRole('tab', { name: '我的课程' }).click()
    await expect(page).toHaveURL(/\/user\/study\/course$/)
    await expect(
      page.getByRole('link', {
        name: new RegExp(`^${free.title}，已学 1/${lessons.length} 课时，`),
      }),
    ).toBeVisible()

    // Sign-in: points for the day on top of the finished lesson's; a second tap gives nothing.
    await shell.open('/user')
    const points = page.getByRole('link', { name: /^我的积分 \d+$/ })
    await expect(points).toHaveAccessibleName('我的积分 2')
    await press(page, '签到')
    await expect(shell.toast('签到成功，积分 +5')).toBeVisible()
    await expect(points).toHaveAccessibleName('我的积分 7')
    await press(page, '今日已签到')
    // The button says it too: the toast is the one in NutUI's toast.
    await expect(page.locator('.nut-toast').getByText('今日已签到', { exact: true })).toBeVisible()
    await expect(points).toHaveAccessibleName('我的积分 7')

    // The calendar marks today; the detail lists both.
    await points.click()
    await expect(page).toHaveURL(/\/user\/points$/)
    const today = dayjs().utcOffset(8 * 60)
    await expect(
      page.getByRole('listitem', {
        name: `${today.month() + 1}月${today.date()}日（今天） 已签到`,
      }),
    ).toBeVisible()
    const detail = page.getByRole('list', { name: '积分明细' })
    await expect(detail.getByRole('listitem')).toHaveCount(2)
    await expect(detail.getByRole('listitem').first()).toContainText('每日签到')
    await expect(detail.getByRole('listitem').first()).toContainText('余额 7')
    await expect(detail.getByRole('listitem').nth(1)).toContainText(
      `完成课时：${lesson.lessonTitle}`,
    )

    // The exam date: the picker starts three months ahead; the countdown counts to it.
    await shell.open('/user')
    await press(page, '设置考试日期')
    await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).click()
    const chinaToday = dayjs(today.format('YYYY-MM-DD'))
    const days = chinaToday.add(3, 'month').diff(chinaToday, 'day')
    await expect(page.getByRole('timer', { name: '考试倒计时' })).toContainText(
      `距离考试还有 ${days} 天`,
    )
    await page.reload()
    await expect(page.getByRole('timer', { name: '考试倒计时' })).toContainText(
      `距离考试还有 ${days} 天`,
    )
  })
})
