import { expect, type Locator, type Page } from '@playwright/test'
import { SmsCodeFields } from './sms-code-fields'

/** /login/register: registration by SMS code or by password. */
export class RegisterPage {
  readonly heading: Locator
  readonly smsCode: SmsCodeFields
  readonly registerButton: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: '注册', exact: true })
    this.smsCode = new SmsCodeFields(page)
    this.registerButton = page.getByRole('main').getByRole('button', { name: '注册', exact: true })
  }

  async registerWithCode(mobile: string): Promise<void> {
    // The login page stays in the document until registration has mounted: fill only then.
    await expect(this.heading).toBeVisible()
    await this.smsCode.enterCodeSentTo(mobile)
    await this.registerButton.click()
  }
}
