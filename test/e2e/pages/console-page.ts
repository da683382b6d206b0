import { expect, type Locator, type Page } from '@playwright/test'

/** The school's console at /admin, as staff use it on a desktop browser. */
export class ConsolePage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name })
  }

  menu(): Locator {
    return this.page.getByRole('menu')
  }

  /** Logs in on the login form (opening it first) and waits for the page asked for. */
  async login(username: string, password: string, address = '/admin/'): Promise<void> {
    await this.page.goto(address)
    await expect(this.page).toHaveURL(/\/admin\/login$/)
    await this.page.getByLabel('用户名').fill(username)
    await this.page.getByLabel('密码').fill(password)
    await this.page.getByRole('button', { name: /登\s*录/ }).click()
  }

  async logout(): Promise<void> {
    await this.page.locator('.console-account').hover()
    await this.page.getByRole('menuitem', { name: '退出登录' }).click()
    await expect(this.page).toHaveURL(/\/admin\/login$/)
  }

  async open(menuItem: string): Promise<void> {
    await this.menu().getByRole('menuitem', { name: menuItem }).click()
    await expect(this.heading(menuItem)).toBeVisible()
  }

  /** The dialog with this title (antd's Modal). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  /**
   * Picks an option of a select in a form by typing it (the selects search as one types) and
   * taking the first match once the list, loaded with the page, shows it.
   */
  async choose(form: Locator, label: string, text: string): Promise<void> {
    const box = form.getByRole('combobox', { name: label })
    await box.fill(text)
    await expect(
      this.page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first(),
    ).toContainText(text)
    await box.press('Enter')
    await expect(form.locator('.ant-select-selection-item', { hasText: text })).toBeVisible()
  }

  /** The table row that names this text. */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text })
  }
}
