import type { Kysely } from 'kysely'
import { accessTo, validityDaysOf } from '../db/repositories/enrolments'
import { findLesson, type LessonRow } from '../db/repositories/lessons'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'

/** spec §8 missing-purchase prompt. */
export const NOT_PURCHASED = '您尚未购买该产品,购买后即可使用'

/** The lesson, or 404. */
export async function existingLesson(db: Kysely<Database>, lessonId: number): Promise<LessonRow> {
  const lesson = await findLesson(db, lessonId)
  if (!lesson) throw new ApiFailure(404, '课时不存在')
  return lesson
}

/**
 * The lesson, when the learner (null: a visitor) may play it: a published lesson that is
 * free, or of a course the learner may enter (spec §4 access 1). Otherwise 404 or 403.
 */
export async function playableLesson(
  db: Kysely<Database>,
  lessonId: number,
  userId: number | null,
): Promise<LessonRow> {
  const lesson = await existingLesson(db, lessonId)
  if (lesson.status !== 'published') throw new ApiFailure(404, '该课时暂未发布')
  if (Number(lesson.free) === 1) return lesson
  const courseId = Number(lesson.course_id)
  const validityDays = (await validityDaysOf(db, 'course', courseId)) ?? 0
  const { access } = await accessTo(db, userId, 'course', courseId, validityDays)
  if (access === 1) return lesson
  throw new ApiFailure(403, access === 2 ? '请先激活课程' : NOT_PURCHASED)
}
