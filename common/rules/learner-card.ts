/**
 * The learner's card at the top of /user, as the app draws it and as the server's first view
 * draws it before the app has run (server/src/first-view/user.ts): the two must agree.
 */

/** 138****0000: the user centre shows the learner's number, not all of it. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

/** The name on the card: the nickname, else the real name, else the masked number. */
export function learnerCardName(
  nickname: string,
  name: string | undefined,
  mobile: string,
): string {
  return nickname || name || maskMobile(mobile)
}

/** The exam-date countdown's words for the days the server counted (null: no date yet). */
export function examCountdownText(daysLeft: number | null): string {
  if (daysLeft === null) return '设置考试日期，开启倒计时'
  if (daysLeft < 0) return '考试已结束，设置新的考试日期'
  if (daysLeft === 0) return '今天考试，加油！'
  return `距离考试还有 ${daysLeft} 天`
}

/** The sign-in button's words. */
export function signInLabel(signedToday: boolean): string {
  return signedToday ? '今日已签到' : '签到'
}

/** The exam-date button's words. */
export function examDateButtonLabel(examDate: string | null): string {
  return examDate ? '修改考试日期' : '设置考试日期'
}
