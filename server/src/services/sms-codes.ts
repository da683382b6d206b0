import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SmsSender } from '../adapters/sms/sender'
import { lockKey } from '../db/locks'
import {
  countSendsFromIpSince,
  deleteCode,
  findLiveCode,
  insertCode,
  listSendsSince,
  markCodeUsed,
  setFailedAttempts,
} from '../db/repositories/sms-codes'
import type { Database, SmsPurpose } from '../db/schema'
import { ApiFailure } from '../errors'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time'

/** The SMS code rules of the accounts work; spec §9 gives the 120 s resend wait. */
export const SMS_RULES = {
  resendSeconds: 120,
  perHour: 5,
  perDay: 10,
  perIpPerHour: 20,
  validMinutes: 10,
  maxWrongTries: 5,
} as const

export interface SmsCodeDeps {
  db: Kysely<Database>
  sms: SmsSender
  secret: string
  /** The app's clock (app.clock), so tests can move time. */
  now: () => number
}

function hashCode(secret: string, mobile: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}|${purpose}|${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Refuses a send that breaks a limit, with a message that says how long to wait. */
async function assertMaySend(
  db: Kysely<Database>,
  mobile: string,
  ip: string,
  now: number,
): Promise<void> {
  const sends = await listSendsSince(db, mobile, now - DAY_MS)
  const last = sends[0] ?? 0
  const waitSeconds = Math.ceil((last + SMS_RULES.resendSeconds * 1000 - now) / 1000)
  if (waitSeconds > 0) throw new ApiFailure(429, `验证码已发送，请${waitSeconds}秒后再获取`)
  if (sends.filter((sentAt) => sentAt > now - HOUR_MS).length >= SMS_RULES.perHour) {
    throw new ApiFailure(429, '获取验证码过于频繁，请1小时后再试')
  }
  if (sends.length >= SMS_RULES.perDay)
    throw new ApiFailure(429, '今日获取验证码次数已达上限，请明天再试')
  if (ip && (await countSendsFromIpSince(db, ip, now - HOUR_MS)) >= SMS_RULES.perIpPerHour) {
    throw new ApiFailure(429, '请求过于频繁，请稍后再试')
  }
}

/**
 * Sends a new 6-digit code for one purpose, from a cryptographic random source; only its
 * HMAC is stored. The limits are checked and the code recorded in one transaction, locked per
 * number and per IP, so requests of the same instant cannot both pass. The provider is called
 * after the commit; a send it refuses leaves no code behind.
 */
export async function sendCode(
  deps: SmsCodeDeps,
  request: { mobile: string; purpose: SmsPurpose; ip: string; deliver?: boolean },
): Promise<void> {
  const now = deps.now()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `sms:${request.mobile}`)
    if (request.ip) await lockKey(trx, `sms-ip:${request.ip}`)
    await assertMaySend(trx, request.mobile, request.ip, now)
    return insertCode(trx, {
      mobile: request.mobile,
      purpose: request.purpose,
      codeHash: hashCode(deps.secret, request.mobile, request.purpose, code),
      ip: request.ip,
      createdAt: now,
      expiresAt: now + SMS_RULES.validMinutes * MINUTE_MS,
    })
  })
  // `deliver: false` records the send (limits apply) without a message: a reset code for a
  // number with no account, so the answer does not tell whether the account exists.
  if (request.deliver === false) return
  try {
    await deps.sms.send(request.mobile, code, request.purpose)
  } catch (error) {
    await deleteCode(deps.db, id)
    throw new ApiFailure(503, '短信发送失败，请稍后再试', { cause: error })
  }
}

type CheckOutcome = 'ok' | 'expired' | 'wrong' | 'too-many'

/** Why a code was refused, as the learner reads it. */
export const CODE_REFUSALS: Record<Exclude<CheckOutcome, 'ok'>, string> = {
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误，请重新输入',
  'too-many': '验证码错误次数过多，请重新获取',
}

/**
 * Uses up the latest live code of this number and purpose: valid 10 minutes, once, and dead
 * after 5 wrong tries; throws a 400 failure otherwise. It commits on its own, before the
 * caller's writes: a wrong try must count even though the request then fails.
 */
export async function consumeCode(
  deps: Pick<SmsCodeDeps, 'db' | 'secret' | 'now'>,
  request: { mobile: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const now = deps.now()
  const outcome = await deps.db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    await lockKey(trx, `sms:${request.mobile}`)
    const live = await findLiveCode(trx, request.mobile, request.purpose, now)
    if (!live || live.failedAttempts >= SMS_RULES.maxWrongTries) return 'expired'
    const expected = hashCode(deps.secret, request.mobile, request.purpose, request.code)
    if (!sameHash(expected, live.codeHash)) {
      const tries = live.failedAttempts + 1
      await setFailedAttempts(trx, live.id, tries)
      return tries >= SMS_RULES.maxWrongTries ? 'too-many' : 'wrong'
    }
    return (await markCodeUsed(trx, live.id, now)) ? 'ok' : 'expired'
  })
  if (outcome !== 'ok') throw new ApiFailure(400, CODE_REFUSALS[outcome])
}
