import { useCallback, useEffect, useRef } from 'react'
import { DRAFT_SAVE_MS } from '@common/constants/bank'

/** Hands a draft's flush to the page (it is sent before the paper is handed in). */
export type DraftRegistry = (flush: (() => void) | null) => void

export interface DraftSave<T> {
  /** Saves a change not yet saved, now (before the paper is handed in). */
  flush: () => void
  /** Says a value is saved (by the learner's button, or a clear): nothing to send for it. */
  saved: (value: T) => void
}

/**
 * Saves a draft as it is typed: `delay` after the last change when `ready`, and at once when
 * the editor goes away (the learner moves to another question) or `flush` is called with a
 * change not yet saved. Off (`enabled` false) the learner saves by hand. `value` must be a
 * string or a number, so that an unchanged draft is not seen as a change.
 */
export function useDraftSave<T extends string | number>(
  value: T,
  options: { enabled: boolean; ready: boolean; save: (value: T) => void; delay?: number },
): DraftSave<T> {
  const { enabled, ready, delay = DRAFT_SAVE_MS } = options
  const save = useRef(options.save)
  save.current = options.save
  const unsaved = useRef<{ value: T } | null>(null)
  const last = useRef(value)

  const flush = useCallback(() => {
    const pending = unsaved.current
    if (!pending) return
    unsaved.current = null
    last.current = pending.value
    save.current(pending.value)
  }, [])

  const saved = useCallback((done: T) => {
    last.current = done
    if (unsaved.current?.value === done) unsaved.current = null
  }, [])

  useEffect(() => {
    if (!enabled || !ready || value === last.current) {
      // Switched off (a submission under way) with a change typed: it stays to be flushed.
      if (enabled || value === last.current) unsaved.current = null
      return undefined
    }
    unsaved.current = { value }
    const timer = setTimeout(flush, delay)
    return () => clearTimeout(timer)
  }, [enabled, ready, value, delay, flush])

  useEffect(() => flush, [flush])

  return { flush, saved }
}

/**
 * Calls `reset` when the saved answer goes from something to nothing (清除本题答案, or a clear
 * from another device), so that the editor empties too; a save does not disturb typing.
 */
export function useClearedAnswer(empty: boolean, reset: () => void): void {
  const was = useRef(empty)
  const onReset = useRef(reset)
  onReset.current = reset
  useEffect(() => {
    if (empty && !was.current) onReset.current()
    was.current = empty
  }, [empty])
}
