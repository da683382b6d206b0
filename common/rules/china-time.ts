import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)

/**
 * The one time format of the product. Moments are kept as instants (UTC epoch milliseconds)
 * in the database and in computations; they are written as China date-times, the spec's
 * `2026-11-21 19:30:00`, only at the edge: in API answers and on screen. China Standard Time is
 * UTC+8 all year (no daylight saving), so the offset is fixed.
 */
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60

/** spec §3 date-time strings. */
export const CHINA_DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

/** A moment as the spec's date-time strings show it in China: 2026-11-21 19:30:00. */
export function chinaTime(instant: number | Date, format: string = CHINA_DATE_TIME): string {
  return dayjs(instant).utcOffset(CHINA_UTC_OFFSET_MINUTES).format(format)
}

/** The instant a China date-time string names (a date alone is its midnight), or NaN. */
export function parseChinaTime(value: string | null | undefined): number {
  const text = value?.trim()
  if (!text || !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/.test(text)) return NaN
  const [date, time = '00:00:00'] = text.split(' ')
  return Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+08:00`)
}
