import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /search: the keyword box, the results and the keywords searched before. */
export class SearchPage {
  readonly keyword: Locator
  readonly searchButton: Locator
  readonly recentHeading: Locator
  readonly hot: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.keyword = main.getByRole('textbox', { name: '搜索课程、班级、商品、直播' })
    this.searchButton = main.getByRole('button', { name: '搜索', exact: true })
    this.recentHeading = main.getByText('最近搜索')
    this.hot = main.getByRole('group', { name: '热门搜索' })
  }

  async open(): Promise<void> {
    await openAddress(this.page, '/search')
  }

  async search(keyword: string): Promise<void> {
    await this.keyword.fill(keyword)
    await this.searchButton.click()
  }

  result(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title }).first()
  }

  /** A keyword searched before, which searches again when pressed. */
  recentKeyword(keyword: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: keyword, exact: true })
  }
}
