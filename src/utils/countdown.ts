/** spec §4/§9: after a code is requested, the send button waits 120 seconds. */
export const CODE_RESEND_SECONDS = 120

/** Whole seconds left of a countdown started at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, total = CODE_RESEND_SECONDS): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000))
}

/** The send button's label: the wait while counting, else the invitation to send. */
export function sendCodeLabel(left: number): string {
  return left > 0 ? `${left}秒后重新获取` : '获取验证码'
}
