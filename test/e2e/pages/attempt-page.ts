import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import type { Learner, TestDatabase } from '../support/database'

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

/**
 * A learner logged in in the browser who bought a subject's bank, with the subject and its
 * first paper of a kind (mock, chapter…).
 */
export async function bankLearner(
  { login, database }: { login: (nickname: string) => Promise<Learner>; database: TestDatabase },
  nickname: string,
  bank: { examId: number; subject: string; kind: string },
) {
  const learner = await login(nickname)
  const subject = await database.bankSubject(bank.examId, bank.subject)
  await database.enrolSubject(learner.userId, subject.id)
  const paper = await database.paperOf(subject.id, bank.kind)
  return { learner, subject, paper }
}

/** A question of an attempt as the API gives it: a case's sub-questions are its children. */
export interface AttemptQuestion {
  id: number
  type: string
  options: { id: number }[]
  children: AttemptQuestion[]
}

/**
 * An attempt's questions (cases with their sub-questions) and its units in answer-card order
 * (a case's sub-questions in its place), read from the API the page itself reads.
 */
export async function attemptQuestions(
  page: Page,
  attemptUrl: string,
): Promise<{ questions: AttemptQuestion[]; units: AttemptQuestion[] }> {
  const api = attemptUrl.replace('/test/attempt/', '/api/practice/attempts/')
  const { questions } = (await (await page.request.get(api)).json()).result as {
    questions: AttemptQuestion[]
  }
  const units = questions.flatMap((q) => (q.children.length > 0 ? q.children : [q]))
  return { questions, units }
}

/** Opens the answer card and goes to the question of this number. */
export async function goToQuestion(page: Page, number: number): Promise<void> {
  await press(page, '答题卡')
  await page
    .locator('.answer-card')
    .getByRole('button', { name: new RegExp(`^第${number}题，`) })
    .click()
}
