import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /goodsStore: the goods by type, scrolled to `anchorId`'s type when given. */
export class GoodsStorePage {
  constructor(readonly page: Page) {}

  async open(anchorId?: number): Promise<void> {
    await openAddress(
      this.page,
      anchorId === undefined ? '/goodsStore' : `/goodsStore?anchorId=${anchorId}`,
    )
  }

  goodsType(name: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { name })
  }
}
