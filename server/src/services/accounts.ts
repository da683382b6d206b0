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
import { ApiFailure, NOT_LOGGED_IN } from '../errors'
import { CODE_REFUSALS, consumeCode, type SmsCodeDeps } from './sms-codes'
import { FAILURES } from '@server/failures'

type CodeDeps = Pick<SmsCodeDeps, 'db' | 'secret' | 'now'>

export { SECURITY_RESET_MESSAGE } from '@common/constants/account-messages'

/** A code login: the account, and whether this login took its password away (see below). */
export interface CodeLogin {
  user: UserRow
  securityReset: boolean
}

const nowOf = (deps: CodeDeps) => deps.now()

/**
 * The SMS code just proved that the number is the learner's. An account whose number was never
 * proven (made by password registration before it asked for a code) may have been registered
 * by someone else: its password is removed and every session of it ends, so that whoever chose
 * that password is out. Call it inside the transaction that holds the number's lock.
 */
async function proveMobile(trx: Kysely<Database>, user: UserRow, now: number): Promise<CodeLogin> {
  if (user.mobile_proven_at !== null) return { user, securityReset: false }
  const userId = Number(user.id)
  const securityReset = user.password_hash !== null
  const changes = securityReset
    ? { mobile_proven_at: now, password_hash: null }
    : { mobile_proven_at: now }
  await updateUser(trx, userId, changes)
  if (securityReset) await deleteSessionsOfUser(trx, userId)
  return { user: { ...user, ...changes }, securityReset }
}

/**
 * Login (or registration) by SMS code: the code is used up, then the number's account is
 * found or created (spec §4: a successful mobile-code check logs the learner in), its number
 * now proven.
 */
export async function accountByCode(
  deps: CodeDeps,
  request: { mobile: string; code: string; purpose: 'login' | 'register' },
): Promise<CodeLogin> {
  await consumeCode(deps, request)
  const now = nowOf(deps)
  return deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `mobile:${request.mobile}`)
    const user = await findOrCreateUserByMobile(trx, request.mobile, new Date(now))
    return proveMobile(trx, user, now)
  })
}

/**
 * A new account by mobile, SMS code and password; 409 when the number already has one. The
 * code proves the number (nobody registers another person's number); the password is hashed
 * only once the code is right.
 */
export async function registerWithPassword(
  deps: CodeDeps,
  request: { mobile: string; code: string; hashPassword: () => Promise<string> },
): Promise<UserRow> {
  try {
    await consumeCode(deps, { mobile: request.mobile, purpose: 'register', code: request.code })
  } catch (error) {
    // No live code for the number (never sent, used or expired) reads as a wrong code here.
    if (error instanceof ApiFailure && error.message === CODE_REFUSALS.expired) {
      throw new ApiFailure(400, '验证码错误或已失效，请重新获取')
    }
    throw error
  }
  const passwordHash = await request.hashPassword()
  const now = nowOf(deps)
  const userId = await createUserIfMobileFree(
    deps.db,
    {
      mobile: request.mobile,
      nickname: defaultNickname(request.mobile),
      password_hash: passwordHash,
      mobile_proven_at: now,
    },
    new Date(now),
  )
  if (userId === null) throw FAILURES.mobileRegistered()
  const user = await findUser(deps.db, userId)
  if (!user) throw new Error(`user ${userId} missing right after it was created`)
  return user
}

/**
 * A forgotten password replaced by SMS code. The password is hashed only once the code is
 * right (a wrong code costs no scrypt work); the new hash, the number now proven and the end
 * of every session of the account (wherever the old password was used) are one write.
 */
export async function resetPassword(
  deps: CodeDeps,
  request: { mobile: string; code: string; hashPassword: () => Promise<string> },
): Promise<void> {
  await consumeCode(deps, { mobile: request.mobile, purpose: 'reset', code: request.code })
  const passwordHash = await request.hashPassword()
  await deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `mobile:${request.mobile}`)
    const user = await findUserByMobile(trx, request.mobile)
    if (!user) throw new ApiFailure(400, CODE_REFUSALS.expired)
    await updateUser(trx, Number(user.id), {
      password_hash: passwordHash,
      mobile_proven_at: nowOf(deps),
    })
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

/** Binds a (new) mobile number to the learner's account by SMS code: the number is proven. */
export async function bindMobile(
  deps: CodeDeps,
  request: { userId: number; mobile: string; code: string },
): Promise<UserRow> {
  await assertMobileFreeFor(deps.db, request.userId, request.mobile)
  await consumeCode(deps, { mobile: request.mobile, purpose: 'bind', code: request.code })
  return deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `mobile:${request.mobile}`)
    await assertMobileFreeFor(trx, request.userId, request.mobile)
    await updateUser(trx, request.userId, {
      mobile: request.mobile,
      mobile_proven_at: nowOf(deps),
    })
    const user = await findUser(trx, request.userId)
    if (!user) throw new ApiFailure(401, NOT_LOGGED_IN)
    return user
  })
}
