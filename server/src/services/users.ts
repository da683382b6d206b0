import type { Kysely } from 'kysely'
import type { EditableUserKey } from '@common/contracts/accounts'
import { checkChineseName, checkEmail, checkNickname, checkQQ } from '@common/rules/validation'
import { findUser, type UserRow } from '../db/repositories/users'
import type { Database } from '../db/schema'
import { ApiFailure, NOT_LOGGED_IN } from '../errors'

/** The rule of each key of the user info that the learner may change (spec §3). */
const USER_VALUE_RULES: Record<EditableUserKey, (value: string) => string | null> = {
  name: checkChineseName,
  nickname: checkNickname,
  email: checkEmail,
  qq: checkQQ,
  sex: (value) =>
    ['0', '1', '2'].includes(value) ? null : '性别只能是 0（保密）、1（男）或 2（女）',
  birthday: (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      ? null
      : '生日格式应为 YYYY-MM-DD',
}

/** The first problem of a new value for a key of the user info, or null. */
export function checkUserValue(key: EditableUserKey, value: string): string | null {
  return USER_VALUE_RULES[key](value)
}

/** The logged-in user's row; a session whose user is gone answers 401. */
export async function currentUser(db: Kysely<Database>, userId: number): Promise<UserRow> {
  const user = await findUser(db, userId)
  if (!user) throw new ApiFailure(401, NOT_LOGGED_IN)
  return user
}
