import type { Banner } from '@common/contracts/organisation'
import type { CourseCategory } from '@common/contracts/catalogue'
import { categoryHeaderStyle, isFree, priceText } from '@common/rules/price'
import { box, imageHtml, linkHtml } from './markup'

/** /home: the first banner, as the carousel shows it before it moves. */
export function bannerHtml(banner: Banner): string {
  const image = imageHtml(banner.imgurl, banner.title, 750, 360, true, 'top-swiper__banner')
  return `<div class="top-swiper">${linkHtml(banner.url, banner.title, '', image)}</div>`
}

/** /course: the category's header and its first two rows of cards (what a phone shows first). */
export function categoryHtml(category: CourseCategory): string {
  const cards = category.courseList.slice(0, 4).map((course, index) => {
    const price = isFree(course.discountPrice)
      ? 'course-card__price course-card__price--free'
      : 'course-card__price'
    const inner =
      imageHtml(course.picture, course.title, 400, 300, index < 2) +
      box('course-card__title', course.title) +
      `<div class="course-card__meta">${box('course-card__teacher', course.teacher)}` +
      `${box(price, priceText(course.discountPrice))}</div>`
    return linkHtml(course.url || `/study/course/${course.id}`, course.title, 'course-card', inner)
  })
  return (
    '<div class="course-section">' +
    `<div class="course-section__header course-section__header--${categoryHeaderStyle(category.name)}">` +
    `${box('course-section__name', category.name)}</div>` +
    chipsHtml(category) +
    `<div class="course-section__grid">${cards.join('')}</div></div>`
  )
}

/** The child categories' chips, 全部 on, as the app draws them before any is chosen. */
function chipsHtml(category: CourseCategory): string {
  if (category.catechildren.length === 0) return ''
  const names = ['全部', ...category.catechildren.map((child) => child.name)]
  const chips = names.map((name, index) =>
    box(`course-section__chip${index === 0 ? ' course-section__chip--on' : ''}`, name),
  )
  return `<div class="course-section__chips">${chips.join('')}</div>`
}
