import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then `step` more per macrotask. A
 * whole catalogue in one render is one long task on a slow phone; in steps, the first
 * categories paint sooner and the page answers taps while the rest come in below the fold.
 * Each step is a transition, so React renders it in slices that yield to input.
 */
export function useProgressiveCount(total: number, first = 1, step = 1): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0)
    return () => clearTimeout(timer)
  }, [count, total, step])
  return Math.min(count, total)
}
