import type { Locator, Page } from '@playwright/test'
import { AppDialog } from './app-dialog'
import { openAddress } from './app-shell'

/** /home: the carousel, the quick entries, lives, the header banner, courses, banks, footer. */
export class HomePage {
  readonly carousel: Locator
  /**
   * The carousel's indicator, one dot per banner, drawn by NutUI's Swiper without a role or a
   * label: found by NutUI's class name. It is there only once the carousel's code is in (the
   * first banner stands in before).
   */
  readonly carouselDots: Locator
  readonly quickEntries: Locator
  readonly livesHeading: Locator
  readonly courseSections: Locator
  readonly practiceHeading: Locator
  readonly footer: Locator
  readonly endOfLives: Locator
  readonly liveNow: Locator
  readonly continueLearning: Locator
  readonly contactTeacher: Locator
  readonly dialog: AppDialog

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.carousel = main.getByRole('region', { name: '轮播图' })
    this.carouselDots = this.carousel.locator('.nut-indicator-dot')
    this.quickEntries = main.getByRole('navigation', { name: '快捷入口' })
    this.livesHeading = main.getByRole('heading', { name: '最近直播' })
    // Course categories are the regions named by their heading (the carousel has none).
    this.courseSections = main
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    this.practiceHeading = main.getByRole('heading', { name: '题库练习' })
    // The school's footer line (inside main it is no contentinfo landmark).
    this.footer = main.getByText('专注会计考试培训')
    this.endOfLives = main.getByText('已经到底啦~')
    this.liveNow = main.getByText('正在直播')
    this.continueLearning = page.getByRole('link', { name: '继续学习' })
    this.contactTeacher = this.quickEntries.getByRole('button', { name: '联系老师' })
    this.dialog = new AppDialog(page)
  }

  async open(): Promise<void> {
    await openAddress(this.page, '/home')
  }

  /** The carousel's slide links: one per banner once the carousel is in. */
  slide(title: string): Locator {
    return this.carousel.getByRole('link', { name: title })
  }

  /**
   * The header banner below the lives: a link named by the first banner's title, which the
   * carousel's first slide shares, so it is the last link of that name on the page.
   */
  headerBanner(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title }).last()
  }

  courseSection(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true })
  }

  courseCard(section: Locator, title: string): Locator {
    return section.getByRole('link', { name: title, exact: true })
  }

  /**
   * Chooses a child category in a section's dropdown (NutUI's Menu: text without roles; its
   * closed option list stays in the page, hidden).
   */
  /** The section's child-category chip. */
  chip(section: Locator, name: string): Locator {
    return section.getByRole('button', { name, exact: true })
  }

  async filterSection(section: Locator, child: string): Promise<void> {
    await this.chip(section, child).click()
  }

  /**
   * The swipe threshold of the carousel's Swiper instance (Swiper 11 keeps it on the element
   * it drives as `.swiper`). That element is Taro's swiper box, which has no role: it is
   * found by Swiper's own class name, once Swiper has initialised it.
   */
  async swipeThreshold(): Promise<number> {
    const swiperBox = this.carousel.locator('.swiper-initialized')
    return swiperBox.evaluate(
      (element) =>
        (element as HTMLElement & { swiper: { params: { threshold: number } } }).swiper.params
          .threshold,
    )
  }
}
