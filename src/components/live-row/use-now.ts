import { useEffect, useState } from 'react'

/** How often a live list re-reads the clock (live → replay, not started → can enter). */
const CLOCK_TICK_MS = 30_000

/** The time now, renewed every 30 s: enough for the play-state labels of a live list. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
