import { SWIPE_MAX_MS, SWIPE_MIN_DISTANCE, SWIPE_MIN_RATIO } from '@/constants/gestures'

/** Where and when (ms) a touch was. */
export interface TouchPoint {
  x: number
  y: number
  t: number
}

export type SwipeDirection = 'next' | 'prev'

/**
 * The question a gesture asks for: a quick, mostly horizontal swipe to the left is the next
 * one, to the right the previous one; anything else (a scroll, a tap, a slow drag) is null.
 */
export function swipeDirection(start: TouchPoint, end: TouchPoint): SwipeDirection | null {
  const dx = end.x - start.x
  const dy = end.y - start.y
  const duration = end.t - start.t
  if (duration < 0 || duration > SWIPE_MAX_MS) return null
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= SWIPE_MIN_RATIO * Math.abs(dy)) {
    return null
  }
  return dx < 0 ? 'next' : 'prev'
}
