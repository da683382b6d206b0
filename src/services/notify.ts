import { INPUT_TOAST_MS, NOTICE_MS, TOAST_MS } from '@/constants/ui'
import { showsAsAlert } from '@common/rules/validation'
import { withFeedbackUi } from './feedback-ui'
import { closeToastMessage, showToastMessage } from './toast-state'
import { errorMessage } from './http'

export { errorMessage } from './http'

/** Id of the Dialog that components/feedback-host puts on every page. */
export const DIALOG_ID = 'app-dialog'

/** A short message: success (登录成功！), failure (the server's message) or plain text. */
export function toast(
  content: string,
  icon: 'success' | 'fail' | 'loading' | undefined = undefined,
): void {
  withFeedbackUi(() =>
    showToastMessage({ content, icon, duration: icon === 'loading' ? 0 : TOAST_MS / 1000 }),
  )
}

/**
 * spec §9: the message of an input's own rule (the generic input rules of spec §5: 必填哦,
 * 邮箱格式格式不对哦~…) shows 600 ms; one too long to read in that time goes to the alert.
 */
export function showInputError(message: string): void {
  if (showsAsAlert(message)) {
    showFormError(message)
    return
  }
  withFeedbackUi(() =>
    showToastMessage({ content: message, icon: 'fail', duration: INPUT_TOAST_MS / 1000 }),
  )
}

/** spec §4/§9: a notice with a title and red text (the live-start notice), shown 2000 ms. */
export function notice(title: string, content: string): void {
  withFeedbackUi(() =>
    showToastMessage({
      title,
      content,
      duration: NOTICE_MS / 1000,
      contentClassName: 'app-toast__notice',
    }),
  )
}

export function hideToast(): void {
  // Through the same queue as the toasts: a hide that comes before the toast UI has loaded
  // must not run before the show it answers (a loading toast would then stay for good).
  withFeedbackUi(() => closeToastMessage())
}

/**
 * The one way a failed action reaches the learner (spec §8: the server's message as an error
 * toast). Stores reject with the request layer's ApiError; pages pass it here.
 */
export function showError(error: unknown): void {
  toast(errorMessage(error), 'fail')
}

/**
 * Starts work that the caller does not wait for (a tap's action, a load on mount). A failure
 * is shown through showError, never left as an unhandled rejection; loads that keep their
 * own error state for the page resolve anyway.
 */
export function background(work: Promise<unknown>): void {
  work.catch(showError)
}

/** An alert with one button; resolves when it is closed. */
export function alert(options: {
  title: string
  content: string
  confirmText: string
}): Promise<void> {
  return new Promise((resolve) => {
    withFeedbackUi(({ Dialog }) =>
      Dialog.open(DIALOG_ID, {
        ...options,
        hideCancelButton: true,
        onConfirm: () => {
          Dialog.close(DIALOG_ID)
          resolve()
        },
        onClose: () => resolve(),
      }),
    )
  })
}

/** A question with two buttons; resolves true for the confirm button. */
export function confirm(options: {
  title: string
  content: string
  confirmText: string
  cancelText: string
}): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedbackUi(({ Dialog }) =>
      Dialog.open(DIALOG_ID, {
        ...options,
        onConfirm: () => {
          Dialog.close(DIALOG_ID)
          resolve(true)
        },
        onCancel: () => {
          Dialog.close(DIALOG_ID)
          resolve(false)
        },
      }),
    )
  })
}

/**
 * spec §5: the first validation error is shown as a message; one longer than 15 characters
 * goes to an alert titled 密码格式错误 with the button 知道啦~.
 */
export function showFormError(message: string): void {
  if (showsAsAlert(message)) {
    background(alert({ title: '密码格式错误', content: message, confirmText: '知道啦~' }))
  } else {
    toast(message, 'fail')
  }
}
