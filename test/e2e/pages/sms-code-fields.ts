import { expect, type Locator, type Page } from '@playwright/test'

/** The mobile number and SMS code fields of registration, code login and password reset. */
export class SmsCodeFields {
  readonly mobile: Locator
  readonly code: Locator
  readonly sendButton: Locator
  readonly countdown: Locator
  /** The 用户协议/隐私政策 consent of login and register forms (the reset form has none). */
  readonly consent: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.mobile = main.getByRole('textbox', { name: '手机号', exact: true })
    this.code = main.getByRole('textbox', { name: '验证码', exact: true })
    this.sendButton = main.getByRole('button', { name: '获取验证码' })
    this.countdown = main.getByRole('button', { name: /^\d+秒后重新获取$/ })
    this.consent = main.getByRole('checkbox', { name: '同意用户协议和隐私政策' })
  }

  /** Ticks the consent: 获取验证码 and the form's submit wait for it. */
  async agree(): Promise<void> {
    await this.consent.click()
    await expect(this.consent).toHaveAttribute('aria-checked', 'true')
  }

  /**
   * Asks for a code for the number, and once the button counts down types the code that the
   * development SMS adapter sent, as a tester reads it from the outbox.
   */
  async enterCodeSentTo(mobile: string): Promise<void> {
    await this.mobile.fill(mobile)
    if (
      (await this.consent.count()) > 0 &&
      (await this.consent.getAttribute('aria-checked')) !== 'true'
    ) {
      await this.agree()
    }
    const sent = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && /send/i.test(response.url()),
    )
    await this.sendButton.click()
    await sent
    await expect(this.countdown).toBeVisible()
    const outbox = await this.page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)
    const { result } = (await outbox.json()) as { result: { code: string } }
    await this.code.fill(result.code)
  }
}
