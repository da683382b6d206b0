import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /home/list/:type: the free review materials (0) or free videos (1). */
export class FreeListPage {
  constructor(readonly page: Page) {}

  async open(type: 0 | 1): Promise<void> {
    await openAddress(this.page, `/home/list/${type}`)
  }

  item(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title })
  }
}
