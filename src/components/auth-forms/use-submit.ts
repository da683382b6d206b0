import { useEffect, useMemo, useRef } from 'react'
import { alert, background, showError, showFormError, toast } from '@/services/notify'
import { LOGIN_DEBOUNCE_MS, debounce } from '@/utils/debounce'
import { showsAsAlert } from '@common/rules/validation'

/**
 * A form's submit: the first validation error is shown (spec §5), otherwise the action runs,
 * debounced 300 ms; success shows `successText` (which may depend on the answer), failure the
 * server's message. A success text too long for a toast (spec §9's 15 characters) is an alert.
 */
export function useSubmit<T>(options: {
  validate: () => string | null
  action: () => Promise<T>
  successText: string | ((result: T) => string)
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
        action().then((result) => {
          const text = typeof successText === 'function' ? successText(result) : successText
          if (showsAsAlert(text))
            background(alert({ title: '提示', content: text, confirmText: '知道了' }))
          else toast(text, 'success')
          onSuccess?.()
        }, showError)
      }, LOGIN_DEBOUNCE_MS),
    [],
  )
  useEffect(() => () => submit.cancel(), [submit])
  return submit
}
