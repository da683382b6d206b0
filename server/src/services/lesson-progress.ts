import type { Kysely } from 'kysely'
import { flooredPercent } from '../../../src/utils/bank'
import type { PointsRules } from '../config'
import { markLessonDone, savePosition, type LessonRow } from '../db/repositories/lessons'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { awardPoints } from './points'

/** Issue 15: a lesson is finished once its video is watched to 90% (points, progress). */
export const LESSON_DONE_SHARE = 0.9

export function lessonDone(seconds: number, duration: number): boolean {
  return duration > 0 && seconds >= duration * LESSON_DONE_SHARE
}

/**
 * How far into a lesson the learner got, floored percent (spec §9); 100 once finished, also
 * when it is being watched again from the start (`finished`: its done_at).
 */
export function lessonProgress(seconds: number, duration: number, finished: boolean): number {
  return finished || lessonDone(seconds, duration) ? 100 : flooredPercent(seconds, duration)
}

/**
 * GET /knew/pc/course/saveRecord: keeps where the learner is in a lesson; the first time the
 * position reaches the finish, the lesson's points are given (once per lesson and learner).
 */
export async function saveLessonPosition(
  db: Kysely<Database>,
  userId: number,
  lesson: LessonRow,
  seconds: number,
  rules: PointsRules,
  now: Instant = Date.now(),
): Promise<void> {
  const lessonId = Number(lesson.id)
  await db.transaction().execute(async (trx) => {
    await savePosition(trx, userId, lessonId, seconds, new Date(now))
    if (!lessonDone(seconds, Number(lesson.duration))) return
    await markLessonDone(trx, userId, lessonId, now)
    await awardPoints(
      trx,
      {
        userId,
        kind: 'lesson',
        ref: `lesson:${lessonId}`,
        reason: `完成课时：${lesson.title}`,
        amount: rules.lesson,
      },
      now,
    )
  })
}
