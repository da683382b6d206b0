import type { Kysely } from 'kysely'
import type { ExamDateInfo } from '@common/contracts/user-centre'
import { updateUser } from '../db/repositories/users'
import type { Database } from '../db/schema'
import { assertValid } from '../errors'
import { chinaDate, daysBetween, isCalendarDate, type Instant } from '../time'
import { currentUser } from './users'

/** How far ahead an exam date may be set: the exams are yearly, three years is plenty. */
export const EXAM_DATE_MAX_YEARS = 3

/** The exam date with the calendar days left to it from today (China); 0 on the day. */
export function examDateInfo(examDate: string | null, now: Instant): ExamDateInfo {
  const today = chinaDate(now)
  return { examDate, daysLeft: examDate === null ? null : daysBetween(today, examDate), today }
}

/** GET /api/home/examdate/: the learner's exam date. */
export async function examDateOf(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<ExamDateInfo> {
  return examDateInfo((await currentUser(db, userId)).exam_date, now)
}

/** The first problem of an exam date the learner picked, or null. */
export function checkExamDate(examDate: string, today: string): string | null {
  if (!isCalendarDate(examDate)) return '请选择正确的考试日期'
  if (examDate < today) return '考试日期不能早于今天'
  const last = `${Number(today.slice(0, 4)) + EXAM_DATE_MAX_YEARS}${today.slice(4)}`
  if (examDate > last) return `考试日期不能晚于${EXAM_DATE_MAX_YEARS}年后`
  return null
}

/** POST /api/home/examdate/ {examDate}: sets the learner's exam date; an empty one clears it. */
export async function setExamDate(
  db: Kysely<Database>,
  userId: number,
  value: string | null | undefined,
  now: Instant,
): Promise<ExamDateInfo> {
  const examDate = value?.trim() || null
  if (examDate !== null) assertValid(checkExamDate(examDate, chinaDate(now)))
  await currentUser(db, userId)
  await updateUser(db, userId, { exam_date: examDate })
  return examDateInfo(examDate, now)
}
