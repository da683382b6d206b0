import type { CourseCard, CourseCategory } from '@shared/api'
import type { LessonListItem } from '@shared/study'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

interface Envelope<T> {
  code: number
  result: T
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  const body = (await response.json()) as Envelope<T>
  expect(body.code).toBe(200)
  return body.result
}

/** Seeded courses, as the catalogue lists them. */
async function courses(request: APIRequestContext): Promise<CourseCard[]> {
  const categories = await api<CourseCategory[]>(request, '/knew/Pc/course/getCourse')
  return categories.flatMap((category) => category.courseList)
}

async function lessonsOf(request: APIRequestContext, courseId: number) {
  const items = await api<LessonListItem[]>(request, `/knew/pc/course/lessons/courseId/${courseId}`)
  return items.filter((item) => item.type === 'lesson' && item.status === 'published')
}

test.describe('course study', () => {
  test('a visitor opening a paid course sees the missing-purchase prompt with the login link', async ({
    shell,
    page,
  }) => {
    const paid = (await courses(page.request)).find((course) => course.discountPrice > 0)
    if (!paid) throw new Error('the seed has no paid course')
    await shell.open(`/study/course/${paid.id}`)
    await expect(page.getByRole('heading', { name: paid.title, level: 2 })).toBeVisible()
    await expect(page.getByText('您尚未购买该产品,购买后即可使用')).toBeVisible()
    await expect(page.getByRole('heading', { name: '课程目录' })).toBeVisible()
    await expect(shell.button('立即购买')).toBeVisible()
    await page.getByRole('link', { name: '已购买？点此登录' }).click()
    await expect(page).toHaveURL(new RegExp(`/login\\?returnurl=%2Fstudy%2Fcourse%2F${paid.id}$`))
  })

  test('a learner whose course needs activation activates it and plays a paid lesson', async ({
    shell,
    page,
    login,
    enrol,
  }) => {
    const paid = (await courses(page.request)).find((course) => course.discountPrice > 0)
    if (!paid) throw new Error('the seed has no paid course')
    const userId = await login('待激活学员')
    await enrol(userId, 'course', paid.id, { activated: false })
    const paidLesson = (await lessonsOf(page.request, paid.id)).find((lesson) => lesson.free !== 1)
    if (!paidLesson) throw new Error(`course ${paid.id} has no paid lesson`)

    await shell.open(`/study/course/${paid.id}`)
    await page.getByRole('button', { name: new RegExp(paidLesson.lessonTitle) }).click()
    const dialog = page.locator('.nut-dialog')
    await expect(dialog.getByText('是否激活')).toBeVisible()
    await expect(dialog.getByText('暂不激活')).toBeVisible()
    await dialog.locator('.nut-button', { hasText: '立即激活' }).click()
    // The toast shows briefly, then the lesson opens over it.
    await expect(page.getByText('激活成功')).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}/lesson/${paidLesson.id}$`))
    const video = page.locator('video')
    await expect(video).toHaveAttribute('src', `/media/lesson/${paidLesson.id}`)
    await expect(video).toHaveAttribute('x5-playsinline', 'true')
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1)
  })

  test('a learner joins a free course, plays, leaves, comes back and resumes where they were', async ({
    shell,
    page,
    login,
  }) => {
    const free = (await courses(page.request)).find((course) => course.discountPrice === 0)
    if (!free) throw new Error('the seed has no free course')
    await login('免费课学员')
    await shell.open(`/study/course/${free.id}`)
    await shell.button('免费加入').click()
    await page.locator('.nut-dialog .nut-button', { hasText: '立即加入' }).click()
    await expect(page.getByText('加入成功')).toBeVisible()
    await shell.button('开始学习').click()
    await expect(page).toHaveURL(new RegExp(`/study/course/${free.id}/lesson/\\d+$`))
    const lessonUrl = page.url()

    const video = page.locator('video')
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1)
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(3)
    await video.evaluate((element: HTMLVideoElement) => element.pause())
    const left = await video.evaluate((element: HTMLVideoElement) => element.currentTime)

    await shell.open('/home')
    await page.goto(lessonUrl)
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(Math.floor(left))
    // The course page shows how far the lesson got, and recent study knows it.
    await shell.open(`/study/course/${free.id}`)
    await expect(page.getByText(/学习至 00:0\d/)).toBeVisible()
    await expect(shell.button('继续学习')).toBeVisible()
  })

  test('a learner posts a comment under a free lesson and replies to it', async ({
    shell,
    page,
    login,
  }) => {
    const free = (await courses(page.request)).find((course) => course.discountPrice === 0)
    if (!free) throw new Error('the seed has no free course')
    const [first] = await lessonsOf(page.request, free.id)
    // Unique words: the server's database outlives a single test run.
    const asker = `提问学员${Date.now() % 100000}`
    const question = `<i>长期股权投资</i>的成本法什么时候用？（${asker}）`
    await login(asker)
    await shell.open(`/study/course/${free.id}/lesson/${first.id}`)
    await expect(page.getByRole('heading', { name: '课时讨论' })).toBeVisible()
    const total = page.getByText(/^共 \d+ 条评论$/)
    const before = Number((await total.textContent())?.match(/\d+/)?.[0])

    await shell.input('说说你的想法或疑问…').fill(question)
    await shell.button('发送').click()
    await expect(page.getByText(question)).toBeVisible()
    await expect(total).toHaveText(`共 ${before + 1} 条评论`)
    await expect(page.locator('.discussion__content i')).toHaveCount(0)

    await page
      .getByRole('button', { name: `回复 ${asker}` })
      .first()
      .click()
    await shell.input(`回复 @${asker}`).fill(`对被投资单位实施控制时用成本法。（答${asker}）`)
    await shell.button('发送').click()
    const reply = page.getByText(`对被投资单位实施控制时用成本法。（答${asker}）`, { exact: false })
    await expect(reply).toBeVisible()

    await page.reload()
    await expect(page.getByText(question)).toBeVisible()
    await expect(reply).toBeVisible()
  })

  test('a class room lists its courses, and a course opened from it buys with the class id', async ({
    shell,
    page,
    login,
  }) => {
    await login('班级学员')
    const classCourses = await api<CourseCard[]>(
      page.request,
      '/knew/pc/classroom/courseList/classId/1',
    )
    expect(classCourses.length).toBeGreaterThan(0)
    await shell.open('/study/class/1')
    const listed = page.locator('.class-room__grid')
    for (const course of classCourses) {
      await expect(listed.getByRole('link', { name: course.title })).toBeVisible()
    }
    const paid = classCourses.find((course) => course.discountPrice > 0)
    if (!paid) throw new Error('class room 1 has no paid course')
    await listed.getByRole('link', { name: paid.title }).click()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}\\?class=1$`))
    await expect(page.getByRole('heading', { name: paid.title, level: 2 })).toBeVisible()
    await shell.button('立即购买').click()
    await expect(page).toHaveURL(new RegExp(`/order/confirm/id/${paid.id}/type/course\\?class=1$`))
  })
})
