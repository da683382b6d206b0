import type { CourseCard as Course } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { goTo, openAddress } from '@/services/navigation'
import { isFree, priceText } from '@common/rules/price'
import { SchoolImage } from '../school-image'
import './index.scss'

/**
 * spec §2: a card opens its own external url if it has one, otherwise /study/course/{id}
 * (with the class room it was opened from, so that buying carries the class id).
 */
export function openCourse(course: Pick<Course, 'id' | 'url'>, classId?: number): void {
  if (course.url) return openAddress(course.url)
  if (classId) return goTo('courseInfo', { courseId: course.id }, { class: classId })
  return goTo('courseInfo', { courseId: course.id })
}

/**
 * A course card: picture and title (spec §3), with teacher and price; `label` (search: the
 * exam) tells apart courses of one title.
 */
export function CourseCard({
  course,
  eager = false,
  classId,
  label,
}: {
  course: Course
  eager?: boolean
  classId?: number
  label?: string
}) {
  return (
    <View
      className="course-card"
      role="link"
      aria-label={label ? `${course.title}（${label}）` : course.title}
      {...FOCUSABLE}
      {...keyActivation(() => openCourse(course, classId))}
      onClick={() => openCourse(course, classId)}
    >
      <SchoolImage src={course.picture} alt={course.title} width={400} height={300} eager={eager} />
      {label && <View className="course-card__label">{label}</View>}
      <View className="course-card__title">{course.title}</View>
      <View className="course-card__meta">
        <View className="course-card__teacher">{course.teacher}</View>
        <View
          className={
            isFree(course.discountPrice)
              ? 'course-card__price course-card__price--free'
              : 'course-card__price'
          }
        >
          {priceText(course.discountPrice)}
        </View>
      </View>
    </View>
  )
}
