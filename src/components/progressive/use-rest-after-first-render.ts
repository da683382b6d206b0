import { startTransition, useEffect, useState } from 'react'

/**
 * False in a page's first render, true from the next: a page renders what a phone shows
 * first, then the rest as a transition, which React renders in slices that yield to input
 * instead of one long task.
 */
export function useRestAfterFirstRender(): boolean {
  const [rest, setRest] = useState(false)
  useEffect(() => {
    startTransition(() => setRest(true))
  }, [])
  return rest
}
