import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { bankLearner } from './pages/attempt-page'
import { expect, test } from './fixtures'

/**
 * axe-core on the main screens, as a visitor and as a learner: no serious or critical
 * violation (issue 27). Only the page being shown is scanned: Taro keeps the pages under it
 * in the document, hidden.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // The page's data and its toasts have settled.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  const scan = () =>
    new AxeBuilder({ page }).include('.taro_page:not([style*="display: none"])').analyze()
  // A page that replaces its own address as it loads (the bank's /test) may take the scan's
  // document away once: the second scan reads the settled page.
  const { violations } = await scan().catch(async () => {
    await page.waitForLoadState('networkidle')
    return scan()
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}

test.describe('accessibility (axe)', () => {
  test('a visitor: /home, /course, /test, a course page, /live and /login', async ({
    page,
    catalogue,
  }) => {
    const paid = await catalogue.paidCourse()
    const found: Record<string, string[]> = {}
    for (const address of [
      '/home',
      '/course',
      '/test',
      `/study/course/${paid.id}`,
      '/live',
      '/login',
    ]) {
      await page.goto(address)
      found[address] = await seriousViolations(page)
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])))
  })

  test('a learner: /user, /user/points, /test, an exam attempt and its report', async ({
    page,
    login,
    database,
  }) => {
    const { paper } = await bankLearner({ login, database }, '无障碍学员', {
      examId: 5617,
      subject: '经济法基础',
      kind: 'mock',
    })
    const found: Record<string, string[]> = {}
    for (const address of ['/user', '/user/points', '/test']) {
      await page.goto(address)
      found[address] = await seriousViolations(page)
    }
    const started = await page.request.post('/api/practice/attempts', {
      data: { paperId: paper.id, mode: 'exam' },
    })
    const { attemptId } = (await started.json()).result as { attemptId: number }
    await page.goto(`/test/attempt/${attemptId}`)
    await expect(page.getByRole('timer')).toBeVisible()
    found.attempt = await seriousViolations(page)
    await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })
    await page.goto(`/test/attempt/${attemptId}/report`)
    found.report = await seriousViolations(page)
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])))
  })
})
