import type { Page } from '@playwright/test'
import type { WxCalls } from './support/wx-stub'
import { expect, test } from './fixtures'
import { bankLearner } from './pages/attempt-page'

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.49'

const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wx: WxCalls }).__wx)

/** The page URLs the app asked the server to sign, in order. */
function signedUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/new/mm/jssdk/getconfig')) {
      urls.push(new URLSearchParams(request.postData() ?? '').get('pageurl') ?? '')
    }
  })
  return urls
}

/** A route change inside the app: home's course card, then the course's share card is set. */
async function openCourseInApp(page: Page, course: { id: number; title: string }) {
  await page.getByRole('link', { name: course.title, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/study/course/${course.id}$`))
  await expect.poll(async () => (await wxCalls(page)).appMessage.at(-1)?.title).toBe(course.title)
}

test.describe('inside WeChat', () => {
  test('a course signs its page URL and sets its share card', async ({
    page,
    baseURL,
    catalogue,
    coursePage,
  }) => {
    const course = await catalogue.paidCourse()
    const signed = signedUrls(page)
    await coursePage.open(course.id)
    const link = `${baseURL}/study/course/${course.id}`
    await expect.poll(async () => (await wxCalls(page)).appMessage.at(-1)?.title).toBe(course.title)
    const calls = await wxCalls(page)
    expect(signed).toEqual([link])
    expect(calls.config[0]).toMatchObject({
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    })
    expect(calls.config[0].signature).toMatch(/^[0-9a-f]{40}$/)
    // WeChat shows no SVG: the card carries the cover's PNG twin, which the server draws.
    const imgUrl = `${baseURL}${course.picture.replace(/\.svg$/, '.png')}`
    expect(calls.appMessage.at(-1)).toMatchObject({ title: course.title, link, imgUrl })
    expect(calls.timeline.at(-1)).toMatchObject({ title: course.title, link, imgUrl })
    const image = await page.request.get(imgUrl)
    expect(image.headers()['content-type']).toBe('image/png')
  })

  test('the question-bank home shares its subject bank', async ({ page, baseURL, database }) => {
    const subject = await database.bankSubject(5617, '初级会计实务')
    await page.goto(`/test/home/exam/5617/subject/${subject.id}`)
    await expect
      .poll(async () => (await wxCalls(page)).appMessage.at(-1)?.title)
      .toMatch(/^初级会计职称 · \d{4}年初级会计实务题库$/)
    const card = (await wxCalls(page)).appMessage.at(-1)
    expect(card).toMatchObject({
      link: `${baseURL}/test/home/exam/5617/subject/${subject.id}`,
      imgUrl: `${baseURL}/media/share/school.png`,
    })
  })

  test('a paper report shares the score, and the friend who taps it sees the score only', async ({
    page,
    baseURL,
    database,
    login,
  }) => {
    const { subject, paper: mock } = await bankLearner({ login, database }, '分享学员', {
      examId: 5617,
      subject: '初级会计实务',
      kind: 'mock',
    })
    const started = await page.request.post('/api/practice/attempts', {
      data: { paperId: mock.id, mode: 'exam' },
    })
    const { attemptId } = (await started.json()).result as { attemptId: number }
    await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })

    await page.goto(`/test/attempt/${attemptId}/report`)
    await expect(page.getByLabel('得分')).toHaveText('0')
    const link = `${baseURL}/test/attempt/${attemptId}/report`
    await expect
      .poll(async () => (await wxCalls(page)).appMessage.at(-1)?.title)
      .toBe(`我在${mock.title}得了 0 分`)
    expect((await wxCalls(page)).appMessage.at(-1)?.link).toBe(link)
    await expect(page.getByText('题型正确率')).toBeVisible()

    // The friend: another WeChat user, not logged in, taps the card.
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page.getByLabel('得分')).toHaveText('0')
    await expect(page.getByText(mock.title, { exact: true })).toBeVisible()
    await expect(page.getByText('题型正确率')).toHaveCount(0)
    await page.getByRole('button', { name: '我也去练练' }).click()
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${subject.id}$`))
  })

  test('on iOS the landing URL is signed after a route change', async ({
    page,
    baseURL,
    catalogue,
    homePage,
  }) => {
    const course = await catalogue.paidCourse()
    const signed = signedUrls(page)
    await homePage.open()
    await openCourseInApp(page, course)
    expect(new Set(signed)).toEqual(new Set([`${baseURL}/home`]))
  })
})

test.describe('inside WeChat on Android', () => {
  test.use({ userAgent: ANDROID_WECHAT })

  test('the current URL is signed after a route change', async ({
    page,
    baseURL,
    catalogue,
    homePage,
  }) => {
    const course = await catalogue.paidCourse()
    const signed = signedUrls(page)
    await homePage.open()
    await openCourseInApp(page, course)
    expect(signed).toContain(`${baseURL}/study/course/${course.id}`)
  })
})
