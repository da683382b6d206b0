import type { Locator, Page } from '@playwright/test'
import { AppDialog } from './app-dialog'
import { openAddress } from './app-shell'
import { SmsCodeFields } from './sms-code-fields'

/** /login: code and password login, and the forgotten-password reset on the same page. */
export class LoginPage {
  readonly smsCode: SmsCodeFields
  readonly account: Locator
  readonly password: Locator
  readonly loginButton: Locator
  readonly forgotPassword: Locator
  readonly registerLink: Locator
  readonly newPassword: Locator
  readonly confirmPassword: Locator
  readonly resetButton: Locator
  readonly dialog: AppDialog

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.smsCode = new SmsCodeFields(page)
    this.account = main.getByRole('textbox', { name: '账号' })
    this.password = main.getByRole('textbox', { name: '密码', exact: true })
    this.loginButton = main.getByRole('button', { name: '登录', exact: true })
    this.forgotPassword = main.getByRole('button', { name: '忘记密码？' })
    this.registerLink = main.getByRole('link', { name: '注册新账号' })
    this.newPassword = main.getByRole('textbox', { name: '新密码' })
    this.confirmPassword = main.getByRole('textbox', { name: '确认密码' })
    this.resetButton = main.getByRole('button', { name: '重置密码' })
    this.dialog = new AppDialog(page)
  }

  async open(query = ''): Promise<void> {
    await openAddress(this.page, `/login${query}`)
  }

  /** A login tab (NutUI's Tabs titles are text without a tab role). */
  tab(name: '验证码登录' | '密码登录'): Locator {
    return this.page.getByRole('main').getByText(name, { exact: true })
  }

  async loginWithPassword(account: string, password: string): Promise<void> {
    await this.tab('密码登录').click()
    await this.account.fill(account)
    await this.password.fill(password)
    await this.smsCode.agree()
    await this.loginButton.click()
  }

  /** Sets a new password by SMS code (忘记密码？ must have been pressed). */
  async resetPassword(mobile: string, password: string): Promise<void> {
    await this.smsCode.enterCodeSentTo(mobile)
    await this.newPassword.fill(password)
    await this.confirmPassword.fill(password)
    await this.resetButton.click()
  }
}
