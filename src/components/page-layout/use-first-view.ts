import { useLayoutEffect } from 'react'
import { FIRST_VIEW_ID } from '@common/constants/first-view'

/**
 * The server's first view of the page (server/src/first-view.ts) lies over the app until the
 * page shows the same content. It goes in the commit that shows that content, before the
 * browser paints, so the learner sees one page throughout.
 */
export function useFirstView(pageShown: boolean): void {
  useLayoutEffect(() => {
    if (pageShown) removeFirstView()
  }, [pageShown])
}

/** Removes the first view (if the page has one) and makes the app beneath it usable. */
export function removeFirstView(): void {
  if (process.env.TARO_ENV !== 'h5') return
  document.getElementById(FIRST_VIEW_ID)?.remove()
  // The server wrote the app inert beneath the first view.
  document.getElementById('app')?.removeAttribute('inert')
}
