import { useEffect, useRef } from 'react'
import { DRAFT_SAVE_MS } from '@/constants/bank'

/**
 * Saves a draft as it is typed: `delay` after the last change when `ready`, and at once when
 * the editor goes away (the learner moves to another question) with a change not yet saved.
 * Off (`enabled` false) the learner saves by hand. `value` must be a string or a number, so
 * that an unchanged draft is not seen as a change.
 */
export function useDraftSave<T extends string | number>(
  value: T,
  options: { enabled: boolean; ready: boolean; save: (value: T) => void; delay?: number },
): void {
  const { enabled, ready, delay = DRAFT_SAVE_MS } = options
  const save = useRef(options.save)
  save.current = options.save
  const unsaved = useRef<{ value: T } | null>(null)
  const initial = useRef(value)

  useEffect(() => {
    if (!enabled || !ready || value === initial.current) {
      unsaved.current = null
      return undefined
    }
    unsaved.current = { value }
    const timer = setTimeout(() => {
      unsaved.current = null
      initial.current = value
      save.current(value)
    }, delay)
    return () => clearTimeout(timer)
  }, [enabled, ready, value, delay])

  useEffect(
    () => () => {
      if (unsaved.current) save.current(unsaved.current.value)
    },
    [],
  )
}
