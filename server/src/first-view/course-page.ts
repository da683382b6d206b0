import type { CourseDetail } from '@common/contracts/study'
import { validityText } from '@common/rules/course-access'
import { priceText } from '@common/rules/price'
import { box, imageHtml } from './markup'

/** PriceTag: the price to pay, the list price struck through when discounted. */
function priceTagHtml(price: number, discountPrice: number): string {
  const now = priceText(discountPrice)
  const was = price > discountPrice ? box('price-tag__was', priceText(price)) : ''
  return `<div class="price-tag" aria-label="价格 ${now}">${box('price-tag__now', now)}${was}</div>`
}

/**
 * The course page's top (StudyHeader with CoursePrice): the cover, the largest paint of the
 * page, with the title, the facts and the price under it. The same for every learner: the
 * validity is the course's own, until a learner's expiry replaces it.
 */
export function coursePageHtml(course: CourseDetail): string {
  return (
    imageHtml(course.picture, course.title, 750, 420, true, 'study-header__cover') +
    '<div class="study-header">' +
    box('study-header__title', course.title) +
    box(
      'study-header__facts',
      `主讲：${course.teacher} · ${course.lessonCount} 课时 · ${course.studentCount} 人在学`,
    ) +
    `<div class="course-price">${priceTagHtml(course.price, course.discountPrice)}` +
    `${box('course-price__validity', validityText(course.validityDays, null))}</div></div>`
  )
}
