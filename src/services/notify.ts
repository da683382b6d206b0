import { Dialog, Toast } from '@nutui/nutui-react-taro'
import { showsAsAlert } from '@/utils/validation'

/** Ids of the Toast and Dialog that components/feedback-host puts on every page. */
export const TOAST_ID = 'app-toast'
export const DIALOG_ID = 'app-dialog'

/** spec §9: toasts show 2000 ms. */
const TOAST_SECONDS = 2

/** A short message: success (登录成功！), failure (the server's message) or plain text. */
export function toast(
  content: string,
  icon: 'success' | 'fail' | 'loading' | undefined = undefined,
): void {
  Toast.show(TOAST_ID, { content, icon, duration: icon === 'loading' ? 0 : TOAST_SECONDS })
}

export function hideToast(): void {
  Toast.hide(TOAST_ID)
}

/** An alert with one button; resolves when it is closed. */
export function alert(options: {
  title: string
  content: string
  confirmText: string
}): Promise<void> {
  return new Promise((resolve) => {
    Dialog.open(DIALOG_ID, {
      ...options,
      hideCancelButton: true,
      onConfirm: () => {
        Dialog.close(DIALOG_ID)
        resolve()
      },
      onClose: () => resolve(),
    })
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
    })
  })
}

/**
 * spec §5: the first validation error is shown as a message; one longer than 15 characters
 * goes to an alert titled 密码格式错误 with the button 知道啦~.
 */
export function showFormError(message: string): void {
  if (showsAsAlert(message)) {
    void alert({ title: '密码格式错误', content: message, confirmText: '知道啦~' })
  } else {
    toast(message, 'fail')
  }
}

/** The message of a failed call (the server's own text), or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后再试'
}
