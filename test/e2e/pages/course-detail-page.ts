import type { Locator, Page } from '@playwright/test'
import { AppDialog } from './app-dialog'
import { openAddress } from './app-shell'

/** /study/course/:courseId: a course's header, its purchase state, its lessons and actions. */
export class CourseDetailPage {
  readonly missingPurchase: Locator
  readonly loginLink: Locator
  readonly catalogueHeading: Locator
  readonly buyButton: Locator
  readonly freeJoinButton: Locator
  readonly startButton: Locator
  readonly continueButton: Locator
  readonly dialog: AppDialog

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.missingPurchase = main.getByRole('status')
    this.loginLink = main.getByRole('link', { name: '已购买？点此登录' })
    this.catalogueHeading = main.getByRole('heading', { name: '课程目录' })
    this.buyButton = main.getByRole('button', { name: '立即购买', exact: true })
    this.freeJoinButton = main.getByRole('button', { name: '免费加入', exact: true })
    this.startButton = main.getByRole('button', { name: '开始学习', exact: true })
    this.continueButton = main.getByRole('button', { name: '继续学习', exact: true })
    this.dialog = new AppDialog(page)
  }

  async open(courseId: number, query = ''): Promise<void> {
    await openAddress(this.page, `/study/course/${courseId}${query}`)
  }

  /** The course's title under the page header. */
  title(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 })
  }

  /** A lesson of the catalogue, named 第n讲 and its title. */
  lesson(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(title) })
  }

  /** How far the learner got in a lesson (学习至 …分…秒). */
  progress(pattern: RegExp): Locator {
    return this.page.getByText(pattern)
  }

  /** The failure the page shows instead of the course (加载失败：…). */
  loadError(message: string): Locator {
    return this.page.getByText(`加载失败：${message}`)
  }

  /** Joins a free course: 免费加入, then 立即加入 in the dialog. */
  async joinFree(): Promise<void> {
    await this.freeJoinButton.click()
    await this.dialog.press('立即加入')
  }
}
