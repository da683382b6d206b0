import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { BUTTON_ROLE, ariaDisabled } from '@/constants/accessibility'
import { background, showError, showFormError, toast } from '@/services/notify'
import { CODE_RESEND_SECONDS, secondsLeft, sendCodeLabel } from '@/utils/countdown'
import './index.scss'

interface SendCodeButtonProps {
  /** The number the code goes to. */
  mobile: string
  /** The form's mobile rule; its message is shown instead of sending. */
  check: (mobile: string) => string | null
  send: (mobile: string) => Promise<unknown>
  /** Until a code may be asked for (the form's consent not yet ticked). */
  disabled?: boolean
  /** For tests: the clock. */
  now?: () => number
}

/**
 * The one send-code button of every form (spec §4): after a request it is disabled for 120 s,
 * counting down; if the request fails it is enabled again at once and the server's message is
 * shown as an error toast.
 */
export function SendCodeButton({
  mobile,
  check,
  send,
  disabled = false,
  now = Date.now,
}: SendCodeButtonProps) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [, tick] = useState(0)
  const left = startedAt === null ? 0 : secondsLeft(startedAt, now(), CODE_RESEND_SECONDS)

  useEffect(() => {
    if (startedAt === null) return
    const timer = setInterval(() => tick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [startedAt])

  useEffect(() => {
    if (startedAt !== null && left === 0) setStartedAt(null)
  }, [left, startedAt])

  const onClick = async () => {
    const error = check(mobile)
    if (error) {
      showFormError(error)
      return
    }
    setStartedAt(now())
    try {
      await send(mobile)
      toast('验证码已发送', 'success')
    } catch (failure) {
      setStartedAt(null)
      showError(failure)
    }
  }

  return (
    <Button
      {...BUTTON_ROLE}
      className="send-code-button"
      size="small"
      type="primary"
      fill="outline"
      {...ariaDisabled(disabled || left > 0)}
      disabled={disabled || left > 0}
      onClick={() => background(onClick())}
    >
      {sendCodeLabel(left)}
    </Button>
  )
}
