import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /user: the learner's name and number (or the login link) and the menu. */
export class UserCentrePage {
  readonly loginLink: Locator

  constructor(readonly page: Page) {
    this.loginLink = page.getByRole('main').getByRole('link', { name: '登录 / 注册' })
  }

  async open(): Promise<void> {
    await openAddress(this.page, '/user')
  }

  /** The learner's nickname at the top of the page. */
  learner(nickname: string): Locator {
    return this.page.getByRole('main').getByText(nickname)
  }

  menuLink(label: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: label, exact: true })
  }
}
