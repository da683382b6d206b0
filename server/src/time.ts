import { chinaTime } from '@common/rules/china-time'

/**
 * A moment as the database keeps it: UTC epoch milliseconds, one integer column type on both
 * SQLite and PostgreSQL, so comparisons and ordering are numeric. The API writes moments as
 * China date-times (chinaTime of common/rules/china-time, shared with the app).
 */
export type Instant = number

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

export { chinaTime, parseChinaTime } from '@common/rules/china-time'

/** The China calendar day of a moment, `YYYY-MM-DD` (China is UTC+8 all year). */
export function chinaDate(instant: Instant): string {
  return chinaTime(instant, 'YYYY-MM-DD')
}

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Calendar days from one day `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The calendar day `days` after (or before) a day `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
