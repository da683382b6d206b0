import { expect, type Locator, type Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** The question-bank home (/test and its route forms): switches, figures, tiles, points, intro. */
export class BankHomePage {
  readonly intro: Locator
  readonly loginNotice: Locator
  readonly stats: Locator

  constructor(readonly page: Page) {
    this.intro = page.getByRole('dialog', { name: '题库使用引导' })
    this.loginNotice = page.getByText('登录后查看做题进度、正确率和薄弱知识点')
    this.stats = page.getByLabel('做题统计')
  }

  /**
   * Opens an address and waits for the bank home to show its subject (the switch shows 科目：…
   * until the subject has arrived and been remembered).
   */
  async open(address: string): Promise<void> {
    await openAddress(this.page, address)
    await expect(this.page.getByRole('button', { name: /^科目：[^…]/ })).toBeVisible()
  }

  /** Skips the one-time intro when it shows. */
  async skipIntro(): Promise<void> {
    // NutUI's button label lets taps through to the button's box, which is what is pressed.
    await this.intro.locator('.nut-button').filter({ hasText: '知道了' }).click()
    await expect(this.intro).toBeHidden()
  }

  get subjectButton(): Locator {
    return this.page.getByRole('button', { name: /^科目：/ })
  }

  get yearButton(): Locator {
    return this.page.getByRole('button', { name: /^年份：/ })
  }

  examTab(name: string): Locator {
    return this.page.getByRole('tab', { name })
  }

  tile(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${title}，`) })
  }

  /** Picks an option of the open action sheet (NutUI's items are text without a role). */
  async choose(option: string): Promise<void> {
    await this.page.locator('.nut-actionsheet-item').getByText(option, { exact: true }).click()
  }

  figure(name: '完成率' | '做题数' | '正确率'): Locator {
    return this.stats
      .locator('.bank-stats__item')
      .filter({ hasText: name })
      .locator('.bank-stats__value')
  }
}
