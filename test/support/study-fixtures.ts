import type { CourseDetail, LessonListItem } from '@common/contracts/study'

let nextId = 1000

/** A published paid video lesson of 600 s, with whatever a test sets on top. */
export function lessonItem(overrides: Partial<LessonListItem> = {}): LessonListItem {
  nextId += 1
  return {
    id: nextId,
    type: 'lesson',
    title: '中级会计实务 基础精讲班',
    lessonTitle: `课时${nextId}`,
    free: 0,
    status: 'published',
    duration: 600,
    start_time: '',
    end_time: '',
    nickname: '黄洁洵',
    position: 0,
    finished: false,
    ...overrides,
  }
}

/** A paid course (¥398.00, list price ¥598.00) of a year's validity, with whatever a test sets on top. */
export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 7,
    title: '中级会计实务 基础精讲班',
    picture: '/media/covers/course/7.svg',
    teacher: '黄洁洵',
    price: 598,
    discountPrice: 398,
    validityDays: 365,
    description: '系统讲解教材全部章节。',
    lessonCount: 3,
    studentCount: 1280,
    categoryName: '中级会计职称',
    ...overrides,
  }
}
