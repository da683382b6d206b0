import dayjs from 'dayjs'
import { chinaTime, parseChinaTime } from '@common/rules/china-time'

/** When a lesson was studied, as a learner says it: 刚刚, 5分钟前, 3小时前, 昨天, 11-20, 2025-11-20. */
export function studiedAgoText(studiedAt: string, now: number): string {
  const at = parseChinaTime(studiedAt)
  if (Number.isNaN(at)) return studiedAt
  const minutes = Math.floor((now - at) / 60_000)
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟前`
  const sameDay = (a: string, b: number) => a.slice(0, 10) === chinaDate(b)
  if (sameDay(studiedAt, now)) return `${Math.floor(minutes / 60)}小时前`
  if (sameDay(studiedAt, now - 86_400_000)) return '昨天'
  return studiedAt.slice(0, 4) === chinaDate(now).slice(0, 4)
    ? studiedAt.slice(5, 10)
    : studiedAt.slice(0, 10)
}

const chinaDate = (instant: number) => chinaTime(instant, 'YYYY-MM-DD')

/** A course's validity as 我的课程 shows it. */
export function validityText(course: {
  activated: boolean
  expired: boolean
  expireAt: string | null
}): string {
  if (course.expired) return '已过期'
  if (!course.activated) return '待激活'
  if (course.expireAt === null) return '长期有效'
  return `有效期至 ${course.expireAt.slice(0, 10)}`
}

/** A points line's amount with its sign: +5, -10. */
export function pointsAmountText(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount)
}

/** The weeks of a month (YYYY-MM) for a calendar starting on Monday; null pads the edges. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = dayjs(`${month}-01`)
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || !first.isValid()) return []
  // dayjs counts Sunday as 0; the week here starts on Monday, as Chinese calendars do.
  const lead = (first.day() + 6) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= first.daysInMonth(); day += 1) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`)
  }
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The month before or after (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM')
}
