import { expect, type Locator, type Page } from '@playwright/test'
import { FIRST_VIEW_ID } from '@common/constants/first-view'

/**
 * Opens an address as a cold deep link and waits for the page's title (every page has one)
 * and for the app to have taken over from the server's first view, where the page has one.
 */
export async function openAddress(page: Page, address: string): Promise<void> {
  await page.goto(address)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator(`#${FIRST_VIEW_ID}`)).toHaveCount(0)
}

export type TabName = '首页' | '课程' | '题库' | '我的'

/**
 * What every page shares: its title, the back and home links, the bottom navigation, the
 * route facts of a page that shows its parameters, and the toast.
 */
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
  open(address: string): Promise<void> {
    return openAddress(this.page, address)
  }

  /** A tab of the bottom navigation (NutUI's Tabbar items are text without a role). */
  tab(name: TabName): Locator {
    return this.bottomNav.getByText(name, { exact: true })
  }

  async switchTab(name: TabName, path: string): Promise<void> {
    await this.tab(name).click()
    await expect(this.page).toHaveURL(new RegExp(`${path}$`))
  }

  /** The value of a route fact: the definition in the row named by its term. */
  fact(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByRole('definition')
  }

  /** The toast showing this text. */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }
}
