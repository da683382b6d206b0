import type { LessonListItem } from '@shared/study'

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
    ...overrides,
  }
}
