import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /goodsBuy/:courseId: the goods and class rooms that sell a course. */
export class GoodsBuyPage {
  constructor(readonly page: Page) {}

  async open(courseId: number): Promise<void> {
    await openAddress(this.page, `/goodsBuy/${courseId}`)
  }

  offer(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title })
  }
}
