import type { Locator, Page } from '@playwright/test'

/**
 * The app's dialog (services/notify's alert and confirm, and the dialogs of components):
 * NutUI's Dialog. It renders neither a dialog role nor roles on its footer buttons, and
 * passes no attributes on to its box or its buttons, so both are found by NutUI's class
 * names; inside it, what a learner reads is found by its text.
 */
export class AppDialog {
  readonly box: Locator

  constructor(private readonly page: Page) {
    this.box = page.locator('.nut-dialog').filter({ visible: true })
  }

  /** A text of the dialog: its title, its message, a button's label. */
  text(text: string): Locator {
    return this.box.getByText(text, { exact: true })
  }

  /**
   * Presses a footer button (确定, 取消, 知道啦~…). Its label ignores taps (NutUI lets them
   * through to the button's box), so the box is what is pressed.
   */
  async press(button: string): Promise<void> {
    await this.box
      .locator('.nut-button')
      .filter({ has: this.page.getByText(button, { exact: true }) })
      .click()
  }
}
