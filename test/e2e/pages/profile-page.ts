import { expect, type Locator, type Page } from '@playwright/test'

/** /user/profile: one link per detail, named by its label and current value. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  /** The link of a detail (昵称, 手机号码, 收货地址…), which shows its current value. */
  item(label: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: new RegExp(`^${label} `) })
  }

  /** Opens a detail's page and waits for its title. */
  async edit(label: string, title: string): Promise<void> {
    await this.item(label).click()
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
}
