import { test as base, expect, type Locator, type Page } from '@playwright/test'

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

export const test = base.extend<{ shell: AppShell }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server')
    await use(url)
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page))
  },
})

export { expect }
