import type { Banner, TrainInfo } from '@common/contracts/organisation'
import type { CourseCategory } from '@common/contracts/catalogue'
import { BOOT_PATHS } from '@common/constants/api-paths'
import { FIRST_VIEW_ID } from '@common/constants/first-view'
import { ROUTE_TABLE } from '@common/constants/routes'
import { categoryHeaderStyle, isFree, priceText } from '@common/rules/price'

/** The pages that have a first view. */
export const FIRST_VIEW_PAGES = ['/home', '/course']

/**
 * The first view of /home and /course, written into index.html from the page's boot data so
 * that a learner on a slow phone sees the school's title and its lead banner or courses while
 * the scripts load, and can already follow their links. It uses the app's own markup and class
 * names (the page's stylesheets are linked with it), lies over the app until the page shows
 * the same content, and is then removed (src/components/page-layout/use-first-view.ts).
 * `page` is the app path the address shows (boot-data.ts appPathOf).
 */
export function firstViewFor(page: string, data: Record<string, unknown>): string | undefined {
  const train = data[BOOT_PATHS.trainInfo] as TrainInfo | undefined
  if (!train) return undefined
  if (page === '/home') {
    const banners = Object.entries(data).find(([url]) => url.startsWith('/api/home/banner/'))?.[1]
    const first = Array.isArray(banners) ? (banners[0] as Banner | undefined) : undefined
    if (!first) return undefined
    return frame(train.train_name || ROUTE_TABLE.home.title, bannerHtml(first))
  }
  if (page === '/course') {
    const categories = data[BOOT_PATHS.catalogue] as CourseCategory[] | undefined
    const first = categories?.[0]
    if (!first) return undefined
    return frame(ROUTE_TABLE.course.title, categoryHtml(first))
  }
  return undefined
}

/** The first view's own box: over the app, which renders beneath it, in the app's column. */
export const FIRST_VIEW_CSS =
  `#${FIRST_VIEW_ID}{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2000;` +
  'max-width:21.5rem;margin:0 auto;overflow:hidden;line-height:1.6}' +
  `#${FIRST_VIEW_ID} a{display:block}`

function frame(title: string, body: string): string {
  return (
    `<div id="${FIRST_VIEW_ID}">` +
    '<div class="page-layout page-layout--tabbed">' +
    // Plain text, not a heading: the page's own title is the one heading of the page.
    `<div class="page-layout__tab-title">${text(title)}</div>` +
    `<div class="page-layout__body">${body}</div></div></div>`
  )
}

function bannerHtml(banner: Banner): string {
  const image = imageHtml(banner.imgurl, banner.title, 750, 360, true, 'top-swiper__banner')
  return `<div class="top-swiper">${linkHtml(banner.url, banner.title, '', image)}</div>`
}

/** The category's header and its first two rows of cards (what a phone shows first). */
function categoryHtml(category: CourseCategory): string {
  const cards = category.courseList.slice(0, 4).map((course, index) => {
    const price = isFree(course.discountPrice)
      ? 'course-card__price course-card__price--free'
      : 'course-card__price'
    const inner =
      imageHtml(course.picture, course.title, 400, 300, index < 2) +
      `<div class="course-card__title">${text(course.title)}</div>` +
      `<div class="course-card__meta"><div class="course-card__teacher">${text(course.teacher)}</div>` +
      `<div class="${price}">${text(priceText(course.discountPrice))}</div></div>`
    return linkHtml(course.url || `/study/course/${course.id}`, course.title, 'course-card', inner)
  })
  return (
    '<div class="course-section">' +
    `<div class="course-section__header course-section__header--${categoryHeaderStyle(category.name)}">` +
    `<div class="course-section__name">${text(category.name)}</div></div>` +
    chipsHtml(category) +
    `<div class="course-section__grid">${cards.join('')}</div></div>`
  )
}

/** The child categories' chips, 全部 on, as the app draws them before any is chosen. */
function chipsHtml(category: CourseCategory): string {
  if (category.catechildren.length === 0) return ''
  const names = ['全部', ...category.catechildren.map((child) => child.name)]
  const chips = names.map(
    (name, index) =>
      `<div class="course-section__chip${index === 0 ? ' course-section__chip--on' : ''}">${text(name)}</div>`,
  )
  return `<div class="course-section__chips">${chips.join('')}</div>`
}

/** `lead`: among the largest paints of the page (the banner, the first row of cards). */
function imageHtml(
  src: string,
  alt: string,
  width: number,
  height: number,
  lead: boolean,
  extra = '',
): string {
  return (
    `<div class="taro-img school-image ${extra}" style="aspect-ratio: ${width} / ${height};">` +
    `<img class="taro-img__mode-aspectfill" src="${text(src)}" alt="${text(alt)}" ` +
    `width="${width}" height="${height}"${lead ? ' fetchpriority="high"' : ''}></div>`
  )
}

/**
 * A path of this site or an http(s) address. Backslashes, spaces and control characters
 * are refused anywhere: browsers drop or turn them into slashes, so "/\\evil.example" would
 * leave the site.
 */
export function isLinkable(address: string): boolean {
  const control = Array.from(address).some((c) => c < ' ' || c === '\u007f')
  return !control && !/[\s\\]/.test(address) && /^(https?:\/\/[^/]|\/(?!\/))/i.test(address)
}

/** A real link where the address is one the app would open; a plain box otherwise. */
function linkHtml(address: string, label: string, className: string, inner: string): string {
  const classes = className ? ` class="${className}"` : ''
  return isLinkable(address)
    ? `<a${classes} aria-label="${text(label)}" href="${text(address)}">${inner}</a>`
    : `<div${classes}>${inner}</div>`
}

function text(value: string): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
