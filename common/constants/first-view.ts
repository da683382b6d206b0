import { LAST_EXAM_KEY, LEAD_PAGE_KEY, TEST_EXAM_KEY } from './bank-storage'

/** The element id of the first view the server writes into index.html (server/src/first-view). */
export const FIRST_VIEW_ID = 'first-view'

/**
 * Choices the app keeps on the device that decide what /test shows first: the app copies
 * them into cookies (src/services/storage.ts), so that the server's first view of /test is the
 * exam, subject and intro the app is about to show, not the defaults.
 */
export const FIRST_VIEW_HINT_KEYS = [LAST_EXAM_KEY, TEST_EXAM_KEY, LEAD_PAGE_KEY] as const

/** The cookie that carries a hint. */
export function hintCookie(key: string): string {
  return `fv_${key}`
}
