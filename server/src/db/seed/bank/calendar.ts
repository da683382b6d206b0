import { HOUR_MS, type Instant } from '@server/time'

/** The usual first exam day of each exam (month, day), China time. */
export const BANK_EXAM_DAYS: Record<number, { month: number; day: number }> = {
  5617: { month: 5, day: 16 },
  216: { month: 9, day: 5 },
  7652: { month: 8, day: 22 },
  8190: { month: 11, day: 14 },
}

/** Questions of each chapter open to visitors as 免费试做. */
export const TRIAL_PER_CHAPTER = 2

/** How many times the school has updated a subject's bank, by the subject's place. */
export const SUBJECT_UPDATES = [18, 12, 9, 15, 7, 11]

const CHINA_OFFSET_MS = 8 * HOUR_MS

/** 09:00 China time of a day. */
function examMorning(year: number, month: number, day: number): Instant {
  return Date.UTC(year, month - 1, day, 9) - CHINA_OFFSET_MS
}

/** The exam year still to come (its exam not yet begun) and the one before it. */
export function bankYears(
  examDay: { month: number; day: number },
  now: Date,
): { year: number; examDate: Instant }[] {
  const chinaYear = new Date(now.getTime() + CHINA_OFFSET_MS).getUTCFullYear()
  const thisYear = examMorning(chinaYear, examDay.month, examDay.day)
  const year = now.getTime() < thisYear ? chinaYear : chinaYear + 1
  return [year, year - 1].map((y) => ({
    year: y,
    examDate: examMorning(y, examDay.month, examDay.day),
  }))
}
