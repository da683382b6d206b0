import type { Locator, Page } from '@playwright/test'

/** /user/profile/{nickname,name,email,QQ}: one labelled field and 保存. */
export class InfoEditPage {
  readonly saveButton: Locator

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('main').getByRole('button', { name: '保存', exact: true })
  }

  async save(label: string, value: string): Promise<void> {
    await this.page.getByRole('main').getByRole('textbox', { name: label, exact: true }).fill(value)
    await this.saveButton.click()
  }
}
