import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SmsSender } from '../adapters/sms'
import type { Database, SmsPurpose } from '../db/schema'
import { ApiFailure } from '../errors'

/** The SMS code rules of the accounts work; spec §9 gives the 120 s resend wait. */
export const SMS_RULES = {
  resendSeconds: 120,
  perHour: 5,
  perDay: 10,
  perIpPerHour: 20,
  validMinutes: 10,
  maxWrongTries: 5,
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export interface SmsCodeDeps {
  db: Kysely<Database>
  sms: SmsSender
  secret: string
  now?: () => Date
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
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString()
  const sends = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', dayAgo)
    .orderBy('created_at', 'desc')
    .execute()
  const last = sends[0] ? Date.parse(sends[0].created_at) : 0
  const waitSeconds = Math.ceil((last + SMS_RULES.resendSeconds * 1000 - now.getTime()) / 1000)
  if (waitSeconds > 0) throw new ApiFailure(429, `验证码已发送，请${waitSeconds}秒后再获取`)
  const hourAgo = now.getTime() - HOUR
  if (sends.filter((send) => Date.parse(send.created_at) > hourAgo).length >= SMS_RULES.perHour) {
    throw new ApiFailure(429, '获取验证码过于频繁，请1小时后再试')
  }
  if (sends.length >= SMS_RULES.perDay)
    throw new ApiFailure(429, '今日获取验证码次数已达上限，请明天再试')
  if (ip) {
    const fromIp = await db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', new Date(hourAgo).toISOString())
      .executeTakeFirstOrThrow()
    if (Number(fromIp.n) >= SMS_RULES.perIpPerHour)
      throw new ApiFailure(429, '请求过于频繁，请稍后再试')
  }
}

/**
 * Sends a new 6-digit code for one purpose, from a cryptographic random source; only its
 * HMAC is stored. A send the provider refuses leaves no code behind.
 */
export async function sendCode(
  deps: SmsCodeDeps,
  request: { mobile: string; purpose: SmsPurpose; ip: string; deliver?: boolean },
): Promise<void> {
  const now = deps.now?.() ?? new Date()
  await assertMaySend(deps.db, request.mobile, request.ip, now)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const row = await deps.db
    .insertInto('sms_codes')
    .values({
      mobile: request.mobile,
      purpose: request.purpose,
      code_hash: hashCode(deps.secret, request.mobile, request.purpose, code),
      ip: request.ip,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SMS_RULES.validMinutes * MINUTE).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // `deliver: false` records the send (limits apply) without a message: a reset code for a
  // number with no account, so the answer does not tell whether the account exists.
  if (request.deliver === false) return
  try {
    await deps.sms.send(request.mobile, code, request.purpose)
  } catch (error) {
    await deps.db.deleteFrom('sms_codes').where('id', '=', Number(row.id)).execute()
    throw new ApiFailure(503, '短信发送失败，请稍后再试', { cause: error })
  }
}

/**
 * Uses up the latest live code of this number and purpose: valid 10 minutes, once, and dead
 * after 5 wrong tries. Throws a 400 failure otherwise.
 */
export async function consumeCode(
  deps: Pick<SmsCodeDeps, 'db' | 'secret' | 'now'>,
  request: { mobile: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const now = (deps.now?.() ?? new Date()).toISOString()
  const live = await deps.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('mobile', '=', request.mobile)
    .where('purpose', '=', request.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!live || Number(live.failed_attempts) >= SMS_RULES.maxWrongTries) {
    throw new ApiFailure(400, '验证码已失效，请重新获取')
  }
  const expected = hashCode(deps.secret, request.mobile, request.purpose, request.code)
  if (!sameHash(expected, live.code_hash)) {
    const tries = Number(live.failed_attempts) + 1
    await deps.db
      .updateTable('sms_codes')
      .set({ failed_attempts: tries })
      .where('id', '=', live.id)
      .execute()
    throw new ApiFailure(
      400,
      tries >= SMS_RULES.maxWrongTries
        ? '验证码错误次数过多，请重新获取'
        : '验证码错误，请重新输入',
    )
  }
  const used = await deps.db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(used.numUpdatedRows) !== 1) throw new ApiFailure(400, '验证码已失效，请重新获取')
}
