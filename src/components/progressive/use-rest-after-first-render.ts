import { startTransition, useEffect, useState } from 'react'

/**
 * False until the page's first render with `shown` true, then true: a page renders what a
 * phone shows first, then the rest as a transition, which React renders in slices that yield
 * to input instead of one long task. `shown`: the page's content is on screen (not a loading
 * view in its place), so that the rest is not part of the render that first shows it.
 */
export function useRestAfterFirstRender(shown = true): boolean {
  const [rest, setRest] = useState(false)
  useEffect(() => {
    if (shown) startTransition(() => setRest(true))
  }, [shown])
  return rest
}
