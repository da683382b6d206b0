import type { LessonListItem } from '@common/contracts/study'
import { durationText } from './time-text'

/** A chapter and its lessons; the group before the first chapter has no chapter (spec §3). */
export interface LessonGroup {
  chapter: LessonListItem | null
  lessons: NumberedLesson[]
}

export interface NumberedLesson {
  item: LessonListItem
  /** 1-based across the whole course, as the lesson lists number them (spec §2). */
  number: number
}

/** Groups a course's list into chapters; items before the first chapter form an untitled group. */
export function groupIntoChapters(items: readonly LessonListItem[]): LessonGroup[] {
  const groups: LessonGroup[] = []
  let number = 0
  for (const item of items) {
    if (item.type === 'chapter') {
      groups.push({ chapter: item, lessons: [] })
      continue
    }
    if (groups.length === 0) groups.push({ chapter: null, lessons: [] })
    number += 1
    groups[groups.length - 1].lessons.push({ item, number })
  }
  return groups.filter((group) => group.chapter !== null || group.lessons.length > 0)
}

/** The lessons that can be opened (published video lessons), in order. */
export function playableLessons(items: readonly LessonListItem[]): LessonListItem[] {
  return items.filter((item) => item.type === 'lesson' && item.status === 'published')
}

/** Where "start / continue studying" goes: the first lesson with a position, else the first. */
export function resumeLesson(items: readonly LessonListItem[]): LessonListItem | undefined {
  const lessons = playableLessons(items)
  return lessons.find((lesson) => lesson.position > 0) ?? lessons[0]
}

/**
 * The play state a lesson row shows: 敬请期待 when unpublished, 已学完 once the lesson is
 * finished (its video watched, as the server credits it), else how far the learner got.
 */
export function lessonStateText(item: LessonListItem): string {
  if (item.status === 'unpublished') return '敬请期待'
  if (item.finished) return '已学完'
  if (item.position <= 0) return '未学习'
  return `学习至 ${durationText(item.position)}`
}

/** Seconds before the end at which a lesson counts as watched, and restarts from 0. */
export const FINISHED_MARGIN_SECONDS = 5

/** Where playback resumes: the saved position, or 0 when it was (nearly) at the end. */
export function resumeAt(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved <= 0) return 0
  if (duration > 0 && saved >= duration - FINISHED_MARGIN_SECONDS) return 0
  return saved
}
