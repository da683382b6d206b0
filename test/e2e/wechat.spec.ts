import type { Page } from '@playwright/test'
import type { WxCalls } from './support/wx-stub'
import { expect, test } from './fixtures'

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
    expect(calls.appMessage.at(-1)).toMatchObject({
      title: course.title,
      link,
      imgUrl: `${baseURL}${course.picture}`,
    })
    expect(calls.timeline.at(-1)).toMatchObject({ title: course.title, link })
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
