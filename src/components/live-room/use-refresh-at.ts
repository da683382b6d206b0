import { useEffect, useRef } from 'react'

/** setTimeout's longest delay (about 24.8 days); later moments are waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * Calls `refresh` when the next of `moments` (epoch ms) comes: a live's entry window, start and
 * end change what the server answers for it.
 */
export function useRefreshAt(moments: readonly number[], refresh: () => void): void {
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  // Compared by value: a new array of the same moments keeps the timer.
  const key = moments.join(',')
  useEffect(() => {
    const now = Date.now()
    const next = key
      .split(',')
      .map(Number)
      .filter((moment) => Number.isFinite(moment) && moment > now)
      .sort((a, b) => a - b)[0]
    if (next === undefined) return
    // A second late, so that the server's clock has passed the moment too.
    const delay = Math.min(next - now + 1000, MAX_DELAY_MS)
    const timer = setTimeout(() => refreshRef.current(), delay)
    return () => clearTimeout(timer)
  }, [key])
}

/** How often the room asks while it waits for the server to say the live started. */
const POLL_MS = 5000

/** While `waiting`, calls `refresh` every 5 s from `from` (epoch ms) on. */
export function usePollWhile(waiting: boolean, from: number, refresh: () => void): void {
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => {
      if (Date.now() >= from + POLL_MS) refreshRef.current()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, from])
}
