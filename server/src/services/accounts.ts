import type { Kysely } from 'kysely'
import { lockKey } from '../db/locks'
import { deleteSessionsOfUser } from '../db/repositories/sessions'
import {
  createUserIfMobileFree,
  defaultNickname,
  findOrCreateUserByMobile,
  findUser,
  findUserByMobile,
  updateUser,
  type UserRow,
} from '../db/repositories/users'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { consumeCode, type SmsCodeDeps } from './sms-codes'

type CodeDeps = Pick<SmsCodeDeps, 'db' | 'secret' | 'now'>

/**
 * Login (or registration) by SMS code: the code is used up, then the number's account is
 * found or created (spec §4: a successful mobile-code check logs the learner in).
 */
export async function accountByCode(
  deps: CodeDeps,
  request: { mobile: string; code: string; purpose: 'login' | 'register' },
): Promise<UserRow> {
  await consumeCode(deps, request)
  return deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `mobile:${request.mobile}`)
    return findOrCreateUserByMobile(trx, request.mobile)
  })
}

/** A new account by mobile and password; 409 when the number already has one. */
export async function registerWithPassword(
  db: Kysely<Database>,
  request: { mobile: string; passwordHash: string },
): Promise<UserRow> {
  const userId = await createUserIfMobileFree(db, {
    mobile: request.mobile,
    nickname: defaultNickname(request.mobile),
    password_hash: request.passwordHash,
  })
  if (userId === null) throw new ApiFailure(409, '该手机号已注册，请直接登录')
  const user = await findUser(db, userId)
  if (!user) throw new Error(`user ${userId} missing right after it was created`)
  return user
}

/**
 * A forgotten password replaced by SMS code. The password is hashed only once the code is
 * right (a wrong code costs no scrypt work); the new hash and the end of every session of the
 * account (wherever the old password was used) are one write.
 */
export async function resetPassword(
  deps: CodeDeps,
  request: { mobile: string; code: string; hashPassword: () => Promise<string> },
): Promise<void> {
  await consumeCode(deps, { mobile: request.mobile, purpose: 'reset', code: request.code })
  const passwordHash = await request.hashPassword()
  await deps.db.transaction().execute(async (trx) => {
    const user = await findUserByMobile(trx, request.mobile)
    if (!user) throw new ApiFailure(400, '验证码已失效，请重新获取')
    await updateUser(trx, Number(user.id), { password_hash: passwordHash })
    await deleteSessionsOfUser(trx, Number(user.id))
  })
}

/** 409 when the number belongs to another account: it cannot be bound to this one. */
export async function assertMobileFreeFor(
  db: Kysely<Database>,
  userId: number,
  mobile: string,
): Promise<void> {
  const holder = await findUserByMobile(db, mobile)
  if (holder && Number(holder.id) !== userId) throw new ApiFailure(409, '该手机号已绑定其他账号')
}

/** Binds a (new) mobile number to the learner's account by SMS code. */
export async function bindMobile(
  deps: CodeDeps,
  request: { userId: number; mobile: string; code: string },
): Promise<UserRow> {
  await assertMobileFreeFor(deps.db, request.userId, request.mobile)
  await consumeCode(deps, { mobile: request.mobile, purpose: 'bind', code: request.code })
  return deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `mobile:${request.mobile}`)
    await assertMobileFreeFor(trx, request.userId, request.mobile)
    await updateUser(trx, request.userId, { mobile: request.mobile })
    const user = await findUser(trx, request.userId)
    if (!user) throw new ApiFailure(401, '您尚未登录，请登录！')
    return user
  })
}
