import type { CommonEvent, ITouchEvent } from '@tarojs/components'
import { useCallback, useRef } from 'react'
import { NO_SWIPE_SELECTOR } from '@/constants/gestures'
import { swipeDirection, type SwipeDirection, type TouchPoint } from '@/utils/swipe'

/**
 * Handlers for a View's onTouchStart and onTouchEnd. Taro's ViewProps types them with
 * CommonEvent, though the event is an ITouchEvent (with touches) on every platform.
 */
export interface SwipeHandlers {
  onTouchStart: (event: CommonEvent) => void
  onTouchEnd: (event: CommonEvent) => void
}

/** The part of a DOM element the check needs, no more: the rule stays free of the DOM's types. */
interface Closest {
  closest(selector: string): unknown
}

/**
 * Whether a touch began in a field or a no-swipe area (the 会计分录 editor, the calculator). On
 * H5 the target is the DOM element; a mini-program's target has no closest() and never is.
 */
function startsOutsideSwipe(target: unknown): boolean {
  const element = target as Partial<Closest> | null
  return typeof element?.closest === 'function' && element.closest(NO_SWIPE_SELECTOR) !== null
}

/**
 * Touch handlers for a Taro View that call `onSwipe` with 'next' or 'prev' when a swipe ends
 * (utils/swipe); a touch of two fingers (a pinch) and one starting in a field are ignored.
 */
export function useSwipe(
  onSwipe: (direction: SwipeDirection) => void,
  now: () => number = Date.now,
): SwipeHandlers {
  const start = useRef<TouchPoint | null>(null)
  const onSwipeRef = useRef(onSwipe)
  onSwipeRef.current = onSwipe

  const onTouchStart = useCallback(
    (event: CommonEvent) => {
      const { touches, target } = event as ITouchEvent
      const touch = touches[0]
      start.current =
        touches.length === 1 && !startsOutsideSwipe(target)
          ? { x: touch.clientX, y: touch.clientY, t: now() }
          : null
    },
    [now],
  )

  const onTouchEnd = useCallback(
    (event: CommonEvent) => {
      const from = start.current
      const touch = (event as ITouchEvent).changedTouches[0]
      start.current = null
      if (!from || !touch) return
      const direction = swipeDirection(from, { x: touch.clientX, y: touch.clientY, t: now() })
      if (direction) onSwipeRef.current(direction)
    },
    [now],
  )

  return { onTouchStart, onTouchEnd }
}
