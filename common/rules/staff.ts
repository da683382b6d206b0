import { STAFF_PASSWORD, STAFF_USERNAME } from '@common/constants/staff'

/** Why a staff username cannot be used, or null. */
export function staffUsernameError(username: string): string | null {
  if (username.length < STAFF_USERNAME.min || username.length > STAFF_USERNAME.max) {
    return `用户名为${STAFF_USERNAME.min}-${STAFF_USERNAME.max}位`
  }
  if (!STAFF_USERNAME.pattern.test(username)) {
    return '用户名以字母开头，只能包含字母、数字和 . _ -'
  }
  return null
}

/** Why a staff password cannot be used, or null: long enough, and not letters or digits alone. */
export function staffPasswordError(password: string): string | null {
  if (password.length < STAFF_PASSWORD.min || password.length > STAFF_PASSWORD.max) {
    return `密码为${STAFF_PASSWORD.min}-${STAFF_PASSWORD.max}位`
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码须同时包含字母和数字'
  return null
}
