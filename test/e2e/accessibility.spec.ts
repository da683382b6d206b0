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
  // The page's header is up and its data and toasts have settled.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForTimeout(800)
  const scan = () =>
    new AxeBuilder({ page }).include('.taro_page:not([style*="display: none"])').analyze()
  // A page that replaces its own address as it loads (the bank's /test) may take the scan's
  // document away once: the second scan reads the settled page.
  const { violations } = await scan().catch(async () => {
    await page.waitForTimeout(1000)
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
  for (const address of ['/home', '/course', '/test', '/live', '/login']) {
    test(`a visitor on ${address}`, async ({ page }) => {
      await page.goto(address)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('a visitor on a paid course page', async ({ page, catalogue }) => {
    const paid = await catalogue.paidCourse()
    await page.goto(`/study/course/${paid.id}`)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a visitor searching, with a keyword typed and its results shown', async ({ page }) => {
    await page.goto('/search')
    await page.getByPlaceholder('搜索课程、班级、商品、直播').fill('税法')
    await expect(page.getByRole('button', { name: '清除' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '搜索', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '清除' }).click()
    await expect(page.getByPlaceholder('搜索课程、班级、商品、直播')).toHaveValue('')
  })

  test('a learner on /user, /user/points and /test', async ({ page, login }) => {
    await login('无障碍学员')
    for (const address of ['/user', '/user/points', '/test']) {
      await page.goto(address)
      expect({ address, found: await seriousViolations(page) }).toEqual({ address, found: [] })
    }
  })

  test('a learner on an exam attempt and its report', async ({ page, login, database }) => {
    const { paper } = await bankLearner({ login, database }, '无障碍考生', {
      examId: 5617,
      subject: '经济法基础',
      kind: 'mock',
    })
    const started = await page.request.post('/api/practice/attempts', {
      data: { paperId: paper.id, mode: 'exam' },
    })
    const { attemptId } = (await started.json()).result as { attemptId: number }
    await page.goto(`/test/attempt/${attemptId}`)
    await expect(page.getByRole('timer')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })
    await page.goto(`/test/attempt/${attemptId}/report`)
    expect(await seriousViolations(page)).toEqual([])
  })
})
