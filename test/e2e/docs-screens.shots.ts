import path from 'node:path'
import type { Page } from '@playwright/test'
import { attemptQuestions, bankLearner, goToQuestion, press } from './pages/attempt-page'
import { expect, test } from './fixtures'

const OUT = path.resolve(__dirname, '../../docs/screenshots')

/** The screen once its data and toasts have settled, at 390 × 844. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1200)
  await page.screenshot({ path: path.join(OUT, `${name}.png`) })
}

test('the visitor screens', async ({ page, catalogue, coursePage }) => {
  for (const [name, address] of [
    ['home', '/home'],
    ['course', '/course'],
    ['live', '/live'],
    ['test-visitor', '/test'],
  ] as const) {
    await page.goto(address)
    await shoot(page, name)
  }
  const paid = await catalogue.paidCourse()
  await coursePage.open(paid.id)
  await expect(coursePage.title(paid.title)).toBeVisible()
  await shoot(page, 'course-page')
  await coursePage.buyButton.click()
  await expect(page.locator('.buy-dialog').filter({ visible: true })).toBeVisible()
  await shoot(page, 'register-buy-dialog')
})

test('the learner screens', async ({ page, login, database }) => {
  const { learner, subject, paper } = await bankLearner({ login, database }, '截图学员', {
    examId: 5617,
    subject: '初级会计实务',
    kind: 'mock',
  })
  await database.answerQuestions(learner.userId, subject.id, [false, false, true])
  await page.goto('/user')
  await shoot(page, 'user')
  await page.goto('/test')
  await shoot(page, 'test')
  await page.goto(`/test/list/subject/${subject.id}/kind/wrong`)
  await shoot(page, 'wrong-book')

  const started = await page.request.post('/api/practice/attempts', {
    data: { paperId: paper.id, mode: 'exam' },
  })
  const { attemptId } = (await started.json()).result as { attemptId: number }
  await page.goto(`/test/attempt/${attemptId}`)
  await expect(page.getByRole('timer')).toBeVisible()
  await shoot(page, 'attempt')
  // A case question: its material pinned above the sub-question; then night mode.
  const { questions: shown, units } = await attemptQuestions(page, page.url())
  const firstCase = shown.flatMap((q) => q.children)[0]
  await press(page, '答题卡')
  await shoot(page, 'answer-card')
  await page.locator('.answer-card').getByRole('button', { name: '关闭' }).click()
  await goToQuestion(page, units.findIndex((unit) => unit.id === firstCase.id) + 1)
  await shoot(page, 'attempt-case')
  await page
    .locator('.nut-button')
    .filter({ hasText: /^夜间$/ })
    .first()
    .click()
  await shoot(page, 'attempt-case-night')
  await page
    .locator('.nut-button')
    .filter({ hasText: /^日间$/ })
    .first()
    .click()

  const right = await database.rightOptionsOf(units.slice(0, 8).map((unit) => unit.id))
  for (const unit of units.slice(0, 8)) {
    await page.request.put(`/api/practice/attempts/${attemptId}/answers/${unit.id}`, {
      data: { optionIds: right.get(unit.id) },
    })
  }
  await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })
  await page.goto(`/test/attempt/${attemptId}/report`)
  await shoot(page, 'report')
})
