import { expect, type Locator, type Page } from '@playwright/test'
import { SmsCodeFields } from './sms-code-fields'

/** /login/register: registration by SMS code or by password. */
export class RegisterPage {
  readonly heading: Locator
  readonly smsCode: SmsCodeFields
  readonly registerButton: Locator
  readonly password: Locator
  readonly confirmPassword: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = page.getByRole('heading', { level: 1, name: '注册', exact: true })
    this.smsCode = new SmsCodeFields(page)
    this.registerButton = main.getByRole('button', { name: '注册', exact: true })
    this.password = main.getByRole('textbox', { name: '密码', exact: true })
    this.confirmPassword = main.getByRole('textbox', { name: '确认密码' })
  }

  /** A registration tab (NutUI's Tabs titles are text without a tab role). */
  tab(name: '验证码注册' | '密码注册'): Locator {
    return this.page.getByRole('main').getByText(name, { exact: true })
  }

  async registerWithCode(mobile: string): Promise<void> {
    // The login page stays in the document until registration has mounted: fill only then.
    await expect(this.heading).toBeVisible()
    await this.smsCode.enterCodeSentTo(mobile)
    await this.registerButton.click()
  }

  /** Registers by password: the number's SMS code proves it is the registrant's. */
  async registerWithPassword(mobile: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible()
    await this.tab('密码注册').click()
    await this.smsCode.enterCodeSentTo(mobile)
    await this.password.fill(password)
    await this.confirmPassword.fill(password)
    await this.registerButton.click()
  }
}
