import type { Kysely } from 'kysely'
import { ACCESS } from '@common/constants/access'
import { MISSING_PURCHASE_TEXT } from '@common/rules/course-access'
import { accessTo, validityDaysOf } from '../db/repositories/enrolments'
import type { LessonRow } from '../db/repositories/lessons'
import type { Instant } from '@server/time'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { existingLesson } from './lookups'

/**
 * The lesson, when the learner (null: a visitor) may play it: a published lesson that is
 * free, or of a course the learner may enter (spec §4 access 1). Otherwise 404 or 403.
 */
export async function playableLesson(
  db: Kysely<Database>,
  lessonId: number,
  userId: number | null,
  now: Instant,
): Promise<LessonRow> {
  const lesson = await existingLesson(db, lessonId)
  if (lesson.status !== 'published') throw new ApiFailure(404, '该课时暂未发布')
  if (Number(lesson.free) === 1) return lesson
  const courseId = Number(lesson.course_id)
  const validityDays = (await validityDaysOf(db, 'course', courseId)) ?? 0
  const { access } = await accessTo(db, userId, 'course', courseId, validityDays, now)
  if (access === ACCESS.mayEnter) return lesson
  throw new ApiFailure(
    403,
    access === ACCESS.needsActivation ? '请先激活课程' : MISSING_PURCHASE_TEXT,
  )
}
