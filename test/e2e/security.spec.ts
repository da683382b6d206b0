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
