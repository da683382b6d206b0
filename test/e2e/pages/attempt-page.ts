import { expect, type Page } from '@playwright/test'

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
