import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { connect } from '../../server/src/db/connect'
import { createSession } from '../../server/src/db/repositories/sessions'
import { createUser } from '../../server/src/db/repositories/users'

/** The app shell as a learner sees it: header, back link, bottom navigation. */
export class AppShell {
  readonly heading: Locator
  readonly backLink: Locator
  readonly homeLink: Locator
  readonly bottomNav: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.backLink = page.getByRole('link', { name: '返回', exact: true })
    this.homeLink = page.getByRole('link', { name: '返回首页' }).first()
    this.bottomNav = page.getByRole('navigation', { name: '底部导航' })
  }

  /** Opens an address as a cold deep link and waits for the page's title. */
  async open(address: string): Promise<void> {
    await this.page.goto(address)
    await expect(this.heading).toBeVisible()
  }

  /** The visible text input, password input or textarea with this placeholder. */
  input(placeholder: string): Locator {
    return this.page.locator(
      `input[placeholder="${placeholder}"]:visible, textarea[placeholder="${placeholder}"]:visible`,
    )
  }

  /** The visible NutUI button with this text. */
  button(text: string): Locator {
    return this.page.locator('.nut-button:visible', { hasText: new RegExp(`^\\s*${text}\\s*$`) })
  }

  tab(name: '首页' | '课程' | '题库' | '我的'): Locator {
    return this.bottomNav.getByText(name, { exact: true })
  }

  /** A label/value row of the page's route facts. */
  fact(label: string): Locator {
    return this.page.locator('.route-facts__row', { hasText: label }).locator('.route-facts__value')
  }

  async switchTab(name: '首页' | '课程' | '题库' | '我的', path: string): Promise<void> {
    await this.tab(name).click()
    await expect(this.page).toHaveURL(new RegExp(`${path}$`))
  }
}

/**
 * Logs a new learner in by writing a user and a session into the server's database and
 * giving the browser its cookie: login pages come with the accounts work.
 */
async function loginAs(
  context: BrowserContext,
  baseURL: string,
  nickname: string,
): Promise<number> {
  const sqliteFile = process.env.E2E_SQLITE_FILE
  if (!sqliteFile) throw new Error('E2E_SQLITE_FILE is not set')
  const { db } = connect({ sqliteFile })
  try {
    const mobile = `139${String(Date.now()).slice(-8)}`
    const userId = await createUser(db, { mobile, nickname })
    const sessionId = await createSession(db, userId, 60 * 60 * 1000)
    await context.addCookies([
      { name: 'sid', value: sessionId, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ])
    return userId
  } finally {
    await db.destroy()
  }
}

/**
 * Moves a number's SMS sends back past the resend wait, as if two minutes had passed: the
 * server allows one send per number per 120 s across purposes.
 */
async function skipResendWait(mobile: string): Promise<void> {
  const sqliteFile = process.env.E2E_SQLITE_FILE
  if (!sqliteFile) throw new Error('E2E_SQLITE_FILE is not set')
  const { db } = connect({ sqliteFile })
  try {
    const past = Date.now() - 10 * 60 * 1000
    await db
      .updateTable('sms_codes')
      .set({ created_at: past })
      .where('mobile', '=', mobile)
      .execute()
  } finally {
    await db.destroy()
  }
}

/** A study record, as the lesson player will write it (the course work comes later). */
async function recordStudy(
  userId: number,
  courseId: number,
  lessonId: number,
  lessonTitle: string,
) {
  const sqliteFile = process.env.E2E_SQLITE_FILE
  if (!sqliteFile) throw new Error('E2E_SQLITE_FILE is not set')
  const { db } = connect({ sqliteFile })
  try {
    await db
      .insertInto('study_records')
      .values({
        user_id: userId,
        course_id: courseId,
        lesson_id: lessonId,
        lesson_title: lessonTitle,
        updated_at: Date.now(),
      })
      .execute()
  } finally {
    await db.destroy()
  }
}

/**
 * A purchase of a course or class room, as the order work will write it: activated (for a
 * year) or waiting for activation.
 */
async function enrol(
  userId: number,
  kind: 'course' | 'classroom',
  refId: number,
  { activated }: { activated: boolean },
): Promise<void> {
  const sqliteFile = process.env.E2E_SQLITE_FILE
  if (!sqliteFile) throw new Error('E2E_SQLITE_FILE is not set')
  const { db } = connect({ sqliteFile })
  try {
    await db
      .insertInto('enrolments')
      .values({
        user_id: userId,
        kind,
        ref_id: refId,
        source: 'purchase',
        created_at: Date.now(),
        activated_at: activated ? Date.now() : null,
        expire_at: activated ? Date.now() + 365 * 24 * 3600_000 : null,
      })
      .execute()
  } finally {
    await db.destroy()
  }
}

export const test = base.extend<{
  shell: AppShell
  login: (nickname: string) => Promise<number>
  recordStudy: (
    userId: number,
    courseId: number,
    lessonId: number,
    lessonTitle: string,
  ) => Promise<void>
  skipResendWait: (mobile: string) => Promise<void>
  enrol: typeof enrol
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server')
    await use(url)
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page))
  },
  login: async ({ context, baseURL }, use) => {
    await use((nickname) => loginAs(context, baseURL as string, nickname))
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  enrol: async ({}, use) => {
    await use(enrol)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  skipResendWait: async ({}, use) => {
    await use(skipResendWait)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  recordStudy: async ({}, use) => {
    await use(recordStudy)
  },
})

export { expect }
