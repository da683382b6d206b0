import type { Locator, Page } from '@playwright/test'
import { SmsCodeFields } from './sms-code-fields'

/** /login/register: registration by SMS code or by password. */
export class RegisterPage {
  readonly smsCode: SmsCodeFields
  readonly registerButton: Locator

  constructor(readonly page: Page) {
    this.smsCode = new SmsCodeFields(page)
    this.registerButton = page.getByRole('main').getByRole('button', { name: '注册', exact: true })
  }

  async registerWithCode(mobile: string): Promise<void> {
    await this.smsCode.enterCodeSentTo(mobile)
    await this.registerButton.click()
  }
}
