import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

/** Presses a NutUI button by its label (its box takes the tap, not the label). */
export const press = (page: Page, label: string) =>
  page
    .locator('.nut-button')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .click()

/** Opens a paper in a mode and waits for its attempt; resolves the attempt's address. */
export async function openPaper(
  page: Page,
  paperId: number,
  mode: 'exam' | 'practice',
): Promise<string> {
  await page.goto(`/test/practice/paper/${paperId}/mode/${mode}`)
  await expect(page).toHaveURL(/\/test\/attempt\/\d+$/)
  return page.url()
}

/** A second device of the same learner: a new browser with the learner's session cookie. */
export async function secondDevice(
  browser: Browser,
  baseURL: string,
  sessionId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([
    { name: 'sid', value: sessionId, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  return { context, page: await context.newPage() }
}
