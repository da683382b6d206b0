import type { CourseCategory } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { categoryHeaderStyle } from '@common/rules/price'
import { CourseCard } from '../course-card'
import './index.scss'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'

/** spec §2: the empty text of a category without courses. */
export const EMPTY_CATEGORY_TEXT = '该分类下暂无商品'
const ALL = 'all'

interface CourseSectionProps {
  category: CourseCategory
  /** Home shows at most 8 cards per category (spec §9); the catalogue shows all. */
  limit?: number
  /** The first section's images are above the fold. */
  eager?: boolean
}

/**
 * One course category (spec §2): its name and header image, its child categories with 'all'
 * first, and its course cards. The children are a row of chips under the header rather than
 * the spec's dropdown: a dropdown squeezed beside the name left subject names one character a
 * line; the choice and its calls are the spec's.
 */
export const CourseSection = observer(function CourseSection({
  category,
  limit,
  eager = false,
}: CourseSectionProps) {
  const { catalogue } = useStores()
  const courses = catalogue.coursesOf(category).slice(0, limit ?? Infinity)
  const choice = catalogue.choiceOf(category.id)
  const pick = (value: typeof ALL | number) => {
    if (value !== choice) background(catalogue.choose(category.id, value))
  }
  const options = [
    { text: '全部', value: ALL as typeof ALL | number },
    ...category.catechildren.map((child) => ({ text: child.name, value: child.id })),
  ]
  return (
    <View
      className="course-section"
      id={`category-${category.id}`}
      role="region"
      aria-label={category.name}
    >
      <View
        className={`course-section__header course-section__header--${categoryHeaderStyle(category.name)}`}
      >
        <View className="course-section__name" role="heading" aria-level={2}>
          {category.name}
        </View>
      </View>
      {category.catechildren.length > 0 && (
        <View className="course-section__chips" role="group" aria-label={`${category.name}分类`}>
          {options.map((option) => (
            <View
              key={option.value}
              className={`course-section__chip${option.value === choice ? ' course-section__chip--on' : ''}`}
              role="button"
              aria-pressed={option.value === choice}
              {...FOCUSABLE}
              {...keyActivation(() => pick(option.value))}
              onClick={() => pick(option.value)}
            >
              {option.text}
            </View>
          ))}
        </View>
      )}
      {courses.length === 0 ? (
        <View className="course-section__empty">{EMPTY_CATEGORY_TEXT}</View>
      ) : (
        <View className="course-section__grid">
          {courses.map((course, index) => (
            <CourseCard key={course.id} course={course} eager={eager && index < 2} />
          ))}
        </View>
      )}
    </View>
  )
})
