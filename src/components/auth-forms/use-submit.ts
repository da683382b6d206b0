import { useEffect, useMemo, useRef } from 'react'
import { showError, showFormError, toast } from '@/services/notify'
import { LOGIN_DEBOUNCE_MS, debounce } from '@/utils/debounce'

/**
 * A form's submit: the first validation error is shown (spec §5), otherwise the action runs,
 * debounced 300 ms; success shows `successText`, failure the server's message.
 */
export function useSubmit(options: {
  validate: () => string | null
  action: () => Promise<unknown>
  successText: string
  onSuccess?: () => void
  /** How a validation error is shown: the form's (default) or an input's own (600 ms). */
  showInvalid?: (message: string) => void
}): () => void {
  const latest = useRef(options)
  latest.current = options
  const submit = useMemo(
    () =>
      debounce(() => {
        const { validate, action, successText, onSuccess, showInvalid } = latest.current
        const error = validate()
        if (error) {
          const show = showInvalid ?? showFormError
          show(error)
          return
        }
        action().then(() => {
          toast(successText, 'success')
          onSuccess?.()
        }, showError)
      }, LOGIN_DEBOUNCE_MS),
    [],
  )
  useEffect(() => () => submit.cancel(), [submit])
  return submit
}
