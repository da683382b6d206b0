/** China Standard Time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** A moment as the spec's date-time strings show it in China: 2026-11-21 19:30:00. */
export function chinaTime(moment: Date): string {
  return new Date(moment.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The moment a China date-time string names. */
export function fromChinaTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`)
}
