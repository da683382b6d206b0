import type { Locator, Page } from '@playwright/test'

export interface AddressEntry {
  name: string
  mobile: string
  qq: string
  /** Province, city and district, as the picker lists them. */
  region: readonly [string, string, string]
  detail: string
}

/** /user/profile/address and its form: the saved address, 新增收货地址 / 修改地址. */
export class AddressPage {
  readonly addButton: Locator
  readonly regionButton: Locator
  readonly saveButton: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.addButton = main.getByRole('button', { name: '新增收货地址' })
    this.regionButton = main.getByRole('button', { name: /^所在地区/ })
    this.saveButton = main.getByRole('button', { name: '保存', exact: true })
  }

  private field(name: string): Locator {
    return this.page.getByRole('main').getByRole('textbox', { name, exact: true })
  }

  /** Text of the page: a saved address's lines, the region the picker chose. */
  text(text: string): Locator {
    return this.page.getByRole('main').getByText(text)
  }

  /** Picks a region in the picker (NutUI's Cascader: its items are text without roles). */
  async pickRegion(region: readonly string[]): Promise<void> {
    await this.regionButton.click()
    for (const name of region) {
      await this.page.getByText(name, { exact: true }).filter({ visible: true }).click()
    }
  }

  /** Fills the form: its fields named by their labels, the detail by its hint. */
  async fill(address: AddressEntry): Promise<void> {
    await this.field('收货人').fill(address.name)
    await this.field('手机号码').fill(address.mobile)
    await this.field('QQ号码').fill(address.qq)
    await this.pickRegion(address.region)
    await this.field('请如实填写详细的街道、门牌号、楼层和房间号').fill(address.detail)
  }
}
