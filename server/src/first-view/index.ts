import type { Banner, TrainInfo } from '@common/contracts/organisation'
import type { CourseCategory, LiveLesson } from '@common/contracts/catalogue'
import type { CourseDetail } from '@common/contracts/study'
import { BOOT_PATHS } from '@common/constants/api-paths'
import { FIRST_VIEW_ID } from '@common/constants/first-view'
import { ROUTE_TABLE } from '@common/constants/routes'
import type { BankFirstView } from '../services/bank-first-view'
import type { LearnerCard } from '../services/user-summary'
import { bankHomeHtml } from './bank'
import { bannerHtml, categoryHtml } from './catalogue'
import { coursePageHtml } from './course-page'
import { liveListHtml } from './live'
import { ICON_CSS } from './icons'
import { headedPage, tabbedPage } from './markup'
import { userCentreHtml } from './user'

export { isLinkable } from './markup'

const COURSE_PAGE = /^\/study\/course\/(\d+)$/

/** The course a course page's address names, if it is one. */
export function coursePageId(page: string): number | null {
  const match = COURSE_PAGE.exec(page)
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Whether a page (its app path) has a first view. */
export function hasFirstView(page: string): boolean {
  return (
    ['/home', '/course', '/live', '/user', '/test'].includes(page) || coursePageId(page) !== null
  )
}

/** Whether the page's first view differs between visitors and learners (by the session cookie). */
export function firstViewByLogin(page: string): boolean {
  return page === '/user' || page === '/test'
}

/**
 * Whether a page's first view is made for each request rather than kept: /live counts down by
 * the second, /test follows the device's cookies (what it chose last), and a learner's /user
 * shows their own card.
 */
export function firstViewPerRequest(page: string, learner: boolean): boolean {
  return page === '/live' || page === '/test' || (page === '/user' && learner)
}

/** What the server knows for a first view besides the page's boot data. */
export interface FirstViewContext {
  /** The course of a course page (its public detail). */
  course?: CourseDetail | null
  /** The public list of lives not yet ended (/live). */
  lives?: readonly LiveLesson[]
  /** What /test is about to show this device. */
  bank?: BankFirstView | null
  /** The request carries a learner's session cookie. */
  learner?: boolean
  /** The learner's card atop /user (null: theirs could not be read). */
  card?: LearnerCard | null
  now?: number
}

/**
 * The first view of a page, written into index.html so that a learner on a slow phone sees the
 * page's top (its largest paint among it) while the scripts load, and can already follow its
 * links. It uses the app's own markup and class names (the page's stylesheets are linked with
 * it), lies over the app until the page shows the same content, and is then removed
 * (src/components/page-layout/use-first-view.ts). Pages that differ per learner get their
 * public frame at its final geometry; the learner's own numbers come with the app.
 * `page` is the app path the address shows (boot-data.ts appPathOf).
 */
export function firstViewFor(
  page: string,
  data: Record<string, unknown>,
  context: FirstViewContext = {},
): string | undefined {
  const train = data[BOOT_PATHS.trainInfo] as TrainInfo | undefined
  if (!train) return undefined
  if (page === '/home') {
    const banners = Object.entries(data).find(([url]) => url.startsWith('/api/home/banner/'))?.[1]
    const first = Array.isArray(banners) ? (banners[0] as Banner | undefined) : undefined
    if (!first) return undefined
    return tabbedPage(train.train_name || ROUTE_TABLE.home.title, bannerHtml(first))
  }
  if (page === '/course') {
    const categories = data[BOOT_PATHS.catalogue] as CourseCategory[] | undefined
    const first = categories?.[0]
    if (!first) return undefined
    return tabbedPage(ROUTE_TABLE.course.title, categoryHtml(first))
  }
  if (page === '/user') {
    return tabbedPage(ROUTE_TABLE.user.title, userCentreHtml(!!context.learner, context.card))
  }
  if (page === '/test' && context.bank) {
    return tabbedPage(ROUTE_TABLE.test.title, bankHomeHtml(context.bank, !!context.learner))
  }
  if (page === '/live' && context.lives) {
    return headedPage(
      ROUTE_TABLE.live.title,
      liveListHtml(context.lives, context.now ?? Date.now()),
    )
  }
  if (coursePageId(page) !== null && context.course) {
    return headedPage(ROUTE_TABLE.courseInfo.title, coursePageHtml(context.course))
  }
  return undefined
}

/** The first view's own box: over the app, which renders beneath it, in the app's column. */
export const FIRST_VIEW_CSS =
  `#${FIRST_VIEW_ID}{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2000;` +
  'max-width:21.5rem;margin:0 auto;overflow:hidden;line-height:1.6}' +
  // Links are blocks, unless their own class says otherwise (:where adds no weight).
  `:where(#${FIRST_VIEW_ID}) a{display:block}` +
  // Taro's own Button colours, which its script adds to the page: the view has no script yet.
  `:where(#${FIRST_VIEW_ID}) .taro-button-core.taro-btn-default{background-color:#f8f8f8;color:#000}` +
  ICON_CSS
