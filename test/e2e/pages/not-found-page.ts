import type { Locator, Page } from '@playwright/test'

/** /404: an unknown address says so and links home. */
export class NotFoundPage {
  readonly message: Locator
  readonly homeLink: Locator

  constructor(readonly page: Page) {
    this.message = page.getByText('抱歉，您访问的页面不存在')
    this.homeLink = page.getByRole('main').getByRole('link', { name: '返回首页' })
  }
}
