import type { Locator, Page } from '@playwright/test'
import { AppDialog } from './app-dialog'
import { openAddress } from './app-shell'

/** /user/setting: the account's links and 退出登录. */
export class SettingPage {
  readonly logoutButton: Locator
  readonly dialog: AppDialog

  constructor(readonly page: Page) {
    this.logoutButton = page.getByRole('main').getByRole('button', { name: '退出登录' })
    this.dialog = new AppDialog(page)
  }

  async open(): Promise<void> {
    await openAddress(this.page, '/user/setting')
  }

  /** 退出登录, confirmed with 退出. */
  async logout(): Promise<void> {
    await this.logoutButton.click()
    await this.dialog.press('退出')
  }
}
