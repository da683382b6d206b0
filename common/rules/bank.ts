import { RECOMMEND, SPRINT_OPEN_DAYS, WEAK_ACCURACY, WEAK_MIN_ANSWERS } from '../constants/bank'

const DAY_MS = 86_400_000

/**
 * spec §4/§9: the 押题卷 is open from one week before the exam (and stays open after it), or
 * from the day the school set for the subject (its sprint paper date, issue 28).
 */
export function isSprintOpen(
  examDate: number,
  now: number,
  sprintOpenAt: number | null = null,
): boolean {
  return now >= (sprintOpenAt ?? examDate - SPRINT_OPEN_DAYS * DAY_MS)
}

/** spec §9: a rate as a whole percentage, floored; 0 when the denominator is 0. */
export function flooredPercent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0
  return Math.min(100, Math.floor((part * 100) / whole))
}

/** spec §3: stars shown for a point's importance (0-10): half of it, on a 5-star rater. */
export function importanceStars(importance: number): number {
  return Math.max(0, Math.min(5, importance / 2))
}

export interface PointProgress {
  id: number
  importance: number
  sort: number
  done: number
  right: number
}

/** Weak points: enough answers and a low share right, the weakest first. */
export function weakPoints<T extends PointProgress>(points: T[]): T[] {
  return points
    .filter((p) => p.done >= WEAK_MIN_ANSWERS && p.right / p.done < WEAK_ACCURACY)
    .sort(
      (a, b) =>
        a.right / a.done - b.right / b.done || b.importance - a.importance || a.sort - b.sort,
    )
}

/** Recommended points: the most important first, the less practised of equals first. */
export function recommendedPoints<T extends PointProgress>(points: T[]): T[] {
  return [...points].sort(
    (a, b) => b.importance - a.importance || a.done - b.done || a.sort - b.sort,
  )
}

/**
 * spec §3 recommendation: the weak points (type 2) when the learner has any, else the
 * recommended ones (type 1); a type asked for is kept.
 */
export function recommendation<T extends PointProgress>(
  points: T[],
  asked?: 1 | 2,
): { type: 1 | 2; list: T[] } {
  const weak = asked === RECOMMEND.recommended ? [] : weakPoints(points)
  if (asked === RECOMMEND.weak || weak.length > 0) return { type: RECOMMEND.weak, list: weak }
  return { type: RECOMMEND.recommended, list: recommendedPoints(points) }
}

export type TileAction = 'open' | 'sprint-closed' | 'login' | 'buy'

/**
 * What tapping a bank-home tile does (spec §2, §4, §6): the 押题卷 says when it opens until
 * it is open; the free trial is open to anyone; the learner's own lists need a login; the
 * rest needs the subject's access, else the buy dialog.
 */
export function tileAction(
  tile: { key: string; open: boolean },
  learner: { loggedIn: boolean; access: boolean },
): TileAction {
  if (tile.key === 'sprint' && !tile.open) return 'sprint-closed'
  if (tile.key === 'trial') return 'open'
  if (!learner.loggedIn) return 'login'
  if (tile.key === 'wrong' || tile.key === 'favourite') return 'open'
  return learner.access ? 'open' : 'buy'
}

/** A bank home tile's caption (spec §2): what it holds, or when the 押题卷 opens. */
export function tileCaption(tile: { key: string; count: number; open: boolean }): string {
  switch (tile.key) {
    case 'sprint':
      return tile.open ? '已开放' : '考前一周开放'
    case 'trial':
      return `${tile.count}道免费题`
    case 'papers':
      return `${tile.count}套试卷`
    case 'chapter':
      return `${tile.count}个章节`
    case 'knowledge':
      return `${tile.count}个知识点`
    default:
      return `${tile.count}道题`
  }
}
