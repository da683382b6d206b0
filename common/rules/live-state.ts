import { chinaTime, parseChinaTime } from './china-time'

/** spec §4/§9: under 2 hours before the start, entry is allowed. */
export const LIVE_ENTRY_WINDOW_MS = 2 * 60 * 60 * 1000

/** spec §4 reading B: the play state of a live from the time. */
export type LiveState = 'playBack' | 'notStart' | 'enterLive' | 'living'

/**
 * spec §4 reading B: no start time means playback; 2 hours or more before the start means not
 * started; less than 2 hours before means it can be entered; between start and end it is live;
 * after the end it is a playback.
 */
export function liveStateAt(
  startTime: string | undefined,
  endTime: string | undefined,
  now: number,
): LiveState {
  return liveStateAtInstants(parseChinaTime(startTime), parseChinaTime(endTime), now)
}

/**
 * The same rule on instants (epoch ms; NaN: no time), as the server keeps them: the server's
 * live state (server/src/services/live-state.ts) is built on it.
 */
export function liveStateAtInstants(start: number, end: number, now: number): LiveState {
  if (Number.isNaN(start)) return 'playBack'
  if (now < start) return start - now >= LIVE_ENTRY_WINDOW_MS ? 'notStart' : 'enterLive'
  if (Number.isNaN(end) || now < end) return 'living'
  return 'playBack'
}

/** spec §4 reading A: the label of each play state in the live lists. */
export const LIVE_STATE_TEXT: Record<LiveState, string> = {
  living: '正在直播',
  enterLive: '进入直播',
  notStart: '暂未开始',
  playBack: '直播回放',
}

/**
 * spec §4 reading A, on reading B's rule: the play-state button of a live row, 敬请期待 for an
 * unpublished live whatever the time.
 */
export function livePlayLabel(
  live: { status?: string; start_time?: string; end_time?: string },
  now: number,
): string {
  if (live.status === 'unpublished') return '敬请期待'
  return LIVE_STATE_TEXT[liveStateAt(live.start_time, live.end_time, now)]
}

/** Countdown to the start as hours:minutes:seconds (hours may pass 24), 00:00:00 once started. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** spec §4: the live-start notice: time until the live starts, in days and hours. */
export function startNotice(msLeft: number): string {
  const hours = Math.max(0, Math.floor(msLeft / 3_600_000))
  return `距离直播开始还有：${Math.floor(hours / 24)}天${hours % 24}小时`
}

/** The date and time range of a live in China time: 11月21日 19:30-21:00. */
export function liveTimeRange(startTime: string, endTime: string): { date: string; range: string } {
  const start = parseChinaTime(startTime)
  const end = parseChinaTime(endTime)
  if (Number.isNaN(start)) return { date: '', range: '' }
  const to = Number.isNaN(end) ? '' : chinaTime(end, 'HH:mm')
  return { date: chinaTime(start, 'M月D日'), range: `${chinaTime(start, 'HH:mm')}-${to}` }
}

/** spec §4: live lists split into playback (no start time, or ended) and upcoming. */
export function splitLives<T extends { start_time?: string; end_time?: string }>(
  lives: readonly T[],
  now: number,
): { upcoming: T[]; playback: T[] } {
  const upcoming: T[] = []
  const playback: T[] = []
  for (const live of lives) {
    const state = liveStateAt(live.start_time, live.end_time, now)
    ;(state === 'playBack' ? playback : upcoming).push(live)
  }
  return { upcoming, playback }
}

/** Upcoming lives split again: those on now (listed first, under their own heading) and the rest. */
export function splitOnNow<T extends { start_time?: string; end_time?: string }>(
  lives: readonly T[],
  now: number,
): { onNow: T[]; coming: T[] } {
  const onNow: T[] = []
  const coming: T[] = []
  for (const live of lives) {
    ;(liveStateAt(live.start_time, live.end_time, now) === 'living' ? onNow : coming).push(live)
  }
  return { onNow, coming }
}

/**
 * The play-state button of a live row: reading A's label, and what only the server's state
 * can tell: 已取消, and 回放生成中 while an ended live's replay is being made.
 */
export function liveRowLabel(
  live: {
    status?: string
    start_time?: string
    end_time?: string
    state?: 'scheduled' | 'live' | 'ended' | 'replayReady' | 'cancelled'
  },
  now: number,
): string {
  if (live.state === 'cancelled') return '已取消'
  const label = livePlayLabel(live, now)
  return label === '直播回放' && live.state === 'ended' ? '回放生成中' : label
}

/**
 * The live a live course page puts on its player when the link names none: the one on now,
 * else the next one (published, not cancelled), else the latest ready replay.
 */
export function defaultLiveId(
  lives: readonly {
    id: number
    status: string
    start_time: string
    state: 'scheduled' | 'live' | 'ended' | 'replayReady' | 'cancelled'
  }[],
): number | null {
  const published = lives.filter((live) => live.status !== 'unpublished')
  const byStart = (a: { start_time: string }, b: { start_time: string }) =>
    parseChinaTime(a.start_time) - parseChinaTime(b.start_time)
  const onNow = published.find((live) => live.state === 'live')
  if (onNow) return onNow.id
  const next = published.filter((live) => live.state === 'scheduled').sort(byStart)[0]
  if (next) return next.id
  const replays = published.filter((live) => live.state === 'replayReady').sort(byStart)
  return replays.length > 0 ? replays[replays.length - 1].id : null
}
