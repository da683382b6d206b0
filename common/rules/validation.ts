/**
 * The validation rules and messages of spec §5, as pure functions. Forms show the first error;
 * the server checks the same rules again, so this file imports nothing but types and the
 * field limits.
 */
import type { AddressPayload } from '@common/contracts/accounts'
import { FEEDBACK_LIMITS, LIMITS } from '@common/constants/limits'

// The limits live with the constants, below the contracts that cap fields with them.
export { FEEDBACK_LIMITS, LIMITS }

/** spec §5: 1, then 3/4/5/7/8, then 9 more digits. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/
/** spec §5/§9: 6-16 letters, digits and underscores. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9_]{6,16}$/
/** spec §5: 2-15 characters of Chinese, letters, digits, underscore, spaces and @. */
export const NICKNAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_ @]{2,15}$/
/** spec §5: a Chinese name of 2 to 6 characters (the middle dot of minority names allowed). */
export const CHINESE_NAME_PATTERN = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,4}[\u4e00-\u9fa5]$/
/** spec §5/§9: at least 5 digits. */
export const QQ_PATTERN = /^\d{5,}$/
/** spec §5: a bind-phone code is 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/

/** The messages of spec §5, exactly as the UI shows them. */
export const MESSAGES = {
  mobileRequired: '请填写手机号码',
  mobileInvalid: '请填写正确的手机号码',
  accountRequired: '请填写用户名或者手机号码',
  passwordRequired: '请输入密码',
  passwordInvalid: '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
  password2Required: '请输入确认密码',
  passwordMismatch: '两次密码不一致',
  codeRequired: '请填写验证码',
  nicknameInvalid: '请输入正确的呢称(2-15字符，中英文、数字和下划线)',
  bindCodeInvalid: '请输入正确的验证码',
  buyMobileEmpty: '手机号码不能为空！',
  buyMobileInvalid: '手机号码不正确！',
  receiverRequired: '请填写收货人',
  qqRequired: '请填写QQ号码',
  qqInvalid: '请填写正确的QQ号码',
  provinceRequired: '请选择省份信息',
  cityRequired: '请选择城市信息',
  detailRequired: '请填写详细的收货地址',
  required: '必填哦',
  emailInvalid: '邮箱格式格式不对哦~',
  chineseNameInvalid: '中文姓名格式不对哦~',
  maxLength: (n: number) => `最多可以输入${n}个字符哦`,
} as const

/** A rule answers an error message, or null when the value passes. */
export type Check = () => string | null

/** The first error of a list of checks, in order (spec §5: the first error is shown). */
export function firstError(checks: Check[]): string | null {
  for (const check of checks) {
    const error = check()
    if (error) return error
  }
  return null
}

const blank = (value: string | undefined | null) => (value ?? '').trim() === ''

/** Required, then the mainland mobile pattern. */
export function checkMobile(mobile: string): string | null {
  if (blank(mobile)) return MESSAGES.mobileRequired
  return MOBILE_PATTERN.test(mobile.trim()) ? null : MESSAGES.mobileInvalid
}

/** Required, then the 6-16 letters/digits/underscore format. */
export function checkPassword(password: string): string | null {
  if (!password) return MESSAGES.passwordRequired
  return PASSWORD_PATTERN.test(password) ? null : MESSAGES.passwordInvalid
}

/** The confirmation: required, then equal to the password. */
export function checkPasswordConfirmation(password: string, password2: string): string | null {
  if (!password2) return MESSAGES.password2Required
  return password === password2 ? null : MESSAGES.passwordMismatch
}

/** The SMS code of login and register forms: required, at most 6 characters. */
export function checkCode(code: string): string | null {
  if (blank(code)) return MESSAGES.codeRequired
  return code.trim().length <= LIMITS.codeMax ? null : MESSAGES.maxLength(LIMITS.codeMax)
}

/** Login by SMS code, and register by mobile + code. */
export function validateCodeForm(form: { mobile: string; code: string }): string | null {
  return firstError([() => checkMobile(form.mobile), () => checkCode(form.code)])
}

/** Account login: account and password (spec §5). */
export function validateAccountLogin(form: { username: string; password: string }): string | null {
  return firstError([
    () => (blank(form.username) ? MESSAGES.accountRequired : null),
    () => checkPassword(form.password),
  ])
}

/** Register by mobile + SMS code (it proves the number) + password + confirmation. */
export function validatePasswordRegister(form: {
  mobile: string
  code: string
  password: string
  password2: string
}): string | null {
  return firstError([
    () => checkMobile(form.mobile),
    () => checkCode(form.code),
    () => checkPassword(form.password),
    () => checkPasswordConfirmation(form.password, form.password2),
  ])
}

/** Reset a forgotten password: mobile, code, the new password twice. */
export function validatePasswordReset(form: {
  mobile: string
  code: string
  password: string
  password2: string
}): string | null {
  return firstError([
    () => checkMobile(form.mobile),
    () => checkCode(form.code),
    () => checkPassword(form.password),
    () => checkPasswordConfirmation(form.password, form.password2),
  ])
}

/** spec §5 buy dialog: mobile (required, pattern), then the code. */
export function validateBuyDialog(form: { mobile: string; code: string }): string | null {
  return firstError([
    () => checkMobile(form.mobile),
    () => (blank(form.code) ? MESSAGES.codeRequired : null),
  ])
}

/** spec §5 buy dialog's secondary check, before a code is sent: 1 followed by 10 digits. */
export function checkBuyMobile(mobile: string): string | null {
  if (blank(mobile)) return MESSAGES.buyMobileEmpty
  return /^1\d{10}$/.test(mobile.trim()) ? null : MESSAGES.buyMobileInvalid
}

/** Bind phone: the mobile, then a 6-digit code. */
export function validateBindPhone(form: { mobile: string; code: string }): string | null {
  return firstError([
    () => checkMobile(form.mobile),
    () => (SMS_CODE_PATTERN.test(form.code.trim()) ? null : MESSAGES.bindCodeInvalid),
  ])
}

export function checkNickname(nickname: string): string | null {
  return NICKNAME_PATTERN.test(nickname.trim()) ? null : MESSAGES.nicknameInvalid
}

export function checkChineseName(name: string): string | null {
  if (blank(name)) return MESSAGES.required
  return CHINESE_NAME_PATTERN.test(name.trim()) ? null : MESSAGES.chineseNameInvalid
}

export function checkEmail(email: string): string | null {
  if (blank(email)) return MESSAGES.required
  return EMAIL_PATTERN.test(email.trim()) ? null : MESSAGES.emailInvalid
}

export function checkQQ(qq: string): string | null {
  if (blank(qq)) return MESSAGES.qqRequired
  return QQ_PATTERN.test(qq.trim()) ? null : MESSAGES.qqInvalid
}

/** The shipping-address form (spec §5), values as typed: the address call's payload. */
export type AddressForm = AddressPayload

/** spec §5: receiver, mobile, QQ, province, city, detail, in that order. */
export function validateAddress(form: AddressForm): string | null {
  return firstError([
    () => (blank(form.name) ? MESSAGES.receiverRequired : null),
    () => checkMobile(form.mobile),
    () => checkQQ(form.qq),
    () => (blank(form.province) ? MESSAGES.provinceRequired : null),
    () => (blank(form.city) ? MESSAGES.cityRequired : null),
    () => (blank(form.detail) ? MESSAGES.detailRequired : null),
  ])
}

/** Values trimmed, as the user-centre address form saves them (spec §5). */
export function trimAddress(form: AddressForm): AddressForm {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, String(value ?? '').trim()]),
  ) as unknown as AddressForm
}

/** spec §5: an error longer than 15 characters goes to an alert instead of a toast. */
export const ALERT_THRESHOLD = 15

/** Whether a validation error is shown as the 密码格式错误 alert rather than a toast. */
export function showsAsAlert(message: string): boolean {
  return [...message].length > ALERT_THRESHOLD
}

/** Lesson discussion posts: plain text, trimmed, 1 to 500 characters. */
export const DISCUSS_MAX_LENGTH = 500

export function checkDiscussContent(content: string): string | null {
  const length = [...content.trim()].length
  if (length === 0) return '评论内容不能为空'
  if (length > DISCUSS_MAX_LENGTH) return `评论内容不能超过${DISCUSS_MAX_LENGTH}个字`
  return null
}

export function checkFeedback(content: string): string | null {
  const length = [...content.trim()].length
  if (length < FEEDBACK_LIMITS.minChars) {
    return `请至少写${FEEDBACK_LIMITS.minChars}个字，让我们了解您的问题`
  }
  if (length > FEEDBACK_LIMITS.maxChars) return `反馈内容不能超过${FEEDBACK_LIMITS.maxChars}个字`
  return null
}
