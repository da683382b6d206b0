/** Limits of a live the school schedules (issue 28). */
export const LIVE_SCHEDULE = {
  titleMax: 60,
  /** The longest live: a whole afternoon's class. */
  maxMinutes: 8 * 60,
  minMinutes: 10,
} as const

const MINUTE_MS = 60_000

/**
 * Why a live cannot be scheduled at these times, or null: it ends after it starts, lasts 10
 * minutes to 8 hours, and starts after `now` (a live already on or over is not rescheduled).
 */
export function liveScheduleError(start: number, end: number, now: number): string | null {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '请填写有效的开始和结束时间'
  if (end <= start) return '结束时间须晚于开始时间'
  if (end - start < LIVE_SCHEDULE.minMinutes * MINUTE_MS) {
    return `直播时长不能少于 ${LIVE_SCHEDULE.minMinutes} 分钟`
  }
  if (end - start > LIVE_SCHEDULE.maxMinutes * MINUTE_MS) {
    return `直播时长不能超过 ${LIVE_SCHEDULE.maxMinutes / 60} 小时`
  }
  if (start <= now) return '开始时间须晚于现在'
  return null
}

/** Why a live's title cannot be used, or null. */
export function liveTitleError(title: string): string | null {
  const trimmed = title.trim()
  if (!trimmed) return '请填写直播标题'
  if (trimmed.length > LIVE_SCHEDULE.titleMax)
    return `直播标题不能超过 ${LIVE_SCHEDULE.titleMax} 个字`
  return null
}
