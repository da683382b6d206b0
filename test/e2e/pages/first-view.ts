import type { Locator, Page } from '@playwright/test'
import { FIRST_VIEW_ID } from '@common/constants/first-view'

export type FirstViewAddress = '/home' | '/course' | '/study/course/1' | '/live' | '/user' | '/test'

/**
 * The parts of each page's first view that must sit in the same boxes once the app renders.
 * The server's first view is drawn by the app's own stylesheet because it copies the app's
 * class names; the test measures a part in both trees by that shared class name, which is the
 * contract under test, so these stay CSS selectors.
 */
const PARTS: Record<FirstViewAddress, readonly string[]> = {
  // Once the carousel is in, the first banner is its active slide.
  '/home': ['.page-layout__tab-title', '.top-swiper .swiper-slide-active img'],
  '/course': [
    '.page-layout__tab-title',
    '.course-section__name',
    '.course-card img',
    '.course-card__title',
    '.course-card__price',
  ],
  '/study/course/1': [
    '.page-header__title',
    '.study-header__cover img',
    '.study-header__title',
    '.study-header__facts',
    '.price-tag__now',
    '.course-price__validity',
  ],
  // The countdowns tick: the rows are compared by their title and time.
  '/live': ['.page-header__title', '.app-tabs__tab--on', '.live-row__title', '.live-row__meta'],
  '/user': ['.page-layout__tab-title', '.login-notice__text', '.menu-list__item'],
  // A fresh device: the first exam's newest subject, and the intro over it.
  '/test': [
    '.page-layout__tab-title',
    '.bank-exams__item--active',
    '.bank-choice__value',
    '.bank-home__exam-date',
    '.login-notice__text',
    '.bank-tiles__caption',
    '.bank-intro__text',
  ],
}

/** A learner's /user: their card, which the server draws from their session, and the menu. */
export const LEARNER_CARD_PARTS = [
  '.user-header__avatar',
  '.user-header__name',
  '.user-header__mobile',
  '.user-header__sign',
  '.user-header__points',
  '.user-header__countdown',
  '.user-header__exam-button',
  '.menu-list__item',
] as const

export interface MeasuredPart {
  part: string
  text: string
  box: { x: number; y: number; width: number; height: number } | null
}

/**
 * The first view the server writes into /home's and /course's index.html, shown before the
 * scripts run, and the app that replaces it. Both are found by their element ids (the app's
 * root and the server's view have no role of their own).
 */
export class FirstView {
  readonly served: Locator
  readonly app: Locator

  constructor(readonly page: Page) {
    this.served = page.locator(`#${FIRST_VIEW_ID}`)
    this.app = page.locator('#app')
  }

  /** Opens the page with its scripts refused: only what the server wrote shows. */
  async openWithoutScripts(address: FirstViewAddress): Promise<void> {
    await this.page.route(/\.js$/, (route) => route.abort())
    await this.page.goto(address)
  }

  async allowScripts(): Promise<void> {
    await this.page.unroute(/\.js$/)
  }

  /** The page's title as the server drew it (the first part of each page). */
  servedTitle(address: FirstViewAddress): Locator {
    return this.served.locator(PARTS[address][0])
  }

  /** Each part's text and box, in the server's view or in the rendered app. */
  measure(
    address: FirstViewAddress,
    where: 'served' | 'rendered',
    parts: readonly string[] = PARTS[address],
  ): Promise<MeasuredPart[]> {
    const root = where === 'served' ? this.served : this.app
    return Promise.all(
      parts.map(async (part) => {
        // The server's view is a still picture of the carousel's first slide.
        const selector = where === 'served' ? part.replace(' .swiper-slide-active', '') : part
        const element = root.locator(selector).first()
        return { part, text: await element.innerText(), box: await element.boundingBox() }
      }),
    )
  }
}
