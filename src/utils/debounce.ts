/** spec §5/§9: login requests are debounced by 300 ms. */
export const LOGIN_DEBOUNCE_MS = 300

/**
 * Calls `fn` once `waitMs` after the last call, with that call's arguments. `cancel` drops a
 * pending call (a page that unmounts).
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, waitMs)
  }
  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  })
}
