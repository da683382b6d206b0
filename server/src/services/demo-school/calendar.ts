import { HOUR_MS, type Instant } from '@server/time'

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
