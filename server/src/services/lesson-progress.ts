import type { Kysely } from 'kysely'
import { flooredPercent } from '@common/rules/bank'
import type { PointsRules } from '../config'
import { lockKey } from '../db/locks'
import {
  findPosition,
  markLessonDone,
  savePosition,
  type LessonRow,
  type SavedPosition,
} from '../db/repositories/lessons'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { awardPoints } from './points'
import { reachesShare } from './shares'

/** A lesson is finished once the watching credited reaches 90% of its video. */
export const LESSON_DONE_SHARE = 0.9

/** The player's fastest speed: a save credits at most this many seconds per second waited. */
export const MAX_PLAYBACK_RATE = 2

/**
 * Seconds a save may credit beyond what the time since the save before allows (requests take
 * their time on the way), and the most the first save of a lesson credits. The slack is earned
 * by the time waited, up to this: saves sent back to back credit nothing, so a script cannot
 * pile the slack up into a finished lesson without the time it takes to watch one.
 */
export const CREDIT_SLACK_SECONDS = 10

/** Whether the watching credited (seconds) finishes a lesson of this length. */
export function lessonDone(creditedSeconds: number, duration: number): boolean {
  return reachesShare(creditedSeconds, duration, LESSON_DONE_SHARE)
}

/**
 * The seconds of watching one save credits: how far the position moved on since the save
 * before, at most what the player plays at its fastest in the time between them (a seek is not
 * watching), with a slack for requests' travel; the first save of a lesson credits its
 * position up to the slack.
 */
export function creditOfSave(
  before: Pick<SavedPosition, 'seconds' | 'savedAt'> | null,
  seconds: number,
  now: Instant,
): number {
  if (!before) return Math.max(0, Math.min(seconds, CREDIT_SLACK_SECONDS))
  const advance = Math.max(0, seconds - before.seconds)
  const waited = Math.max(0, now - before.savedAt) / 1000
  const slack = Math.min(waited, CREDIT_SLACK_SECONDS)
  return Math.floor(Math.min(advance, MAX_PLAYBACK_RATE * waited + slack))
}

/**
 * How far into a lesson the learner got, floored percent of the position (spec §9); 100 only
 * once finished by the watching credited (`finished`: its done_at), also when it is being
 * watched again from the start; a position at the end reached by a seek shows 99.
 */
export function lessonProgress(seconds: number, duration: number, finished: boolean): number {
  return finished ? 100 : Math.min(99, flooredPercent(seconds, duration))
}

/**
 * GET /knew/pc/course/saveRecord: keeps where the learner is in a lesson, whatever the
 * position (a learner resumes after a seek), and credits the watching it shows; the first time
 * the credit finishes the lesson, its points are given (once per lesson and learner).
 */
export async function saveLessonPosition(
  db: Kysely<Database>,
  userId: number,
  lesson: LessonRow,
  seconds: number,
  rules: PointsRules,
  now: Instant,
): Promise<void> {
  const lessonId = Number(lesson.id)
  const duration = Number(lesson.duration)
  await db.transaction().execute(async (trx) => {
    // Saves of one lesson in turn: two at once must not both credit the same advance.
    await lockKey(trx, `lesson-position:${userId}:${lessonId}`)
    const before = await findPosition(trx, userId, lessonId)
    const credited = Math.min(
      duration,
      (before?.creditedSeconds ?? 0) + creditOfSave(before, seconds, now),
    )
    await savePosition(trx, userId, lessonId, { seconds, creditedSeconds: credited }, now)
    if (!lessonDone(credited, duration)) return
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
