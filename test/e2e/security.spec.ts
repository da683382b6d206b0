import { expect, test } from './fixtures'

/** A page of each kind: tabs drawn with a first view, a course, a form. */
const PAGES = ['/home', '/course', '/study/course/1', '/test', '/login']

test.describe('the content security policy', () => {
  for (const address of PAGES) {
    test(`${address} is served with the security headers and breaks no rule of its policy`, async ({
      shell,
      page,
      securityPolicy,
    }) => {
      const response = await page.goto(address)
      const headers = response?.headers() ?? {}
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('same-origin')

      await expect(shell.heading).toBeVisible()
      await page.waitForLoadState('load')
      expect(await securityPolicy.violations()).toEqual([])
    })
  }

  test('the watch sees a violation when one happens', async ({ shell, page, securityPolicy }) => {
    await shell.open('/home')
    // An inline script that the policy's hash does not allow.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__notAllowed = true'
      document.head.append(script)
    })
    await expect.poll(() => securityPolicy.violations()).not.toEqual([])
  })
})

test.describe('a link on another site', () => {
  test('cannot start a paid course: the state-changing GET answers only the app', async ({
    page,
    baseURL,
    login,
    database,
    catalogue,
    coursePage,
  }) => {
    const paid = await catalogue.paidCourse()
    const paidLesson = (await catalogue.lessonsOf(paid.id)).find((lesson) => lesson.free !== 1)
    if (!paidLesson) throw new Error(`course ${paid.id} has no paid lesson`)
    const learner = await login('小林')
    await database.enrol(learner.userId, 'course', paid.id, { activated: false })
    // Another site's page (answered by the browser here: there is no network), with a link.
    const tryActive = `${baseURL}/knew/pc/course/tryActive?id=${paid.id}`
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><meta charset="utf-8"><a href="${tryActive}">领取免费课程</a>`,
      }),
    )
    await page.goto('https://evil.example/gift.html')
    // A real top-level navigation from another site.
    const answered = page.waitForResponse((response) => response.url() === tryActive)
    await page.getByRole('link', { name: '领取免费课程' }).click()
    const answer = await answered
    // The browser sent the session cookie (SameSite=Lax allows it on a top-level GET)…
    expect((await answer.request().allHeaders()).cookie).toContain('sid=')
    // …and the server refused, changing nothing.
    expect(answer.status()).toBe(403)
    expect(await database.activatedAt(learner.userId, paid.id)).toBeNull()

    // The learner's own tap in the app still activates it.
    await coursePage.open(paid.id)
    await coursePage.lesson(paidLesson.lessonTitle).click()
    await coursePage.dialog.press('立即激活')
    await expect.poll(() => database.activatedAt(learner.userId, paid.id)).not.toBeNull()
  })
})
