import type { HasDb } from './test-database'
import { enrol } from '@server/db/repositories/enrolments'
import { createSession } from '@server/db/repositories/sessions'
import { createUser } from '@server/db/repositories/users'
import { DAY_MS } from '@server/time'

let counter = 0

/** A fresh valid mobile number per call, so tests do not share SMS limits or accounts. */
export function freshMobile(): string {
  counter += 1
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`
}

/** A new learner with a session: the user id and the Cookie header that logs in as them. */
export async function newLearner(
  app: HasDb,
  nickname = '测试学员',
  fields: { password_hash?: string } = {},
): Promise<{ userId: number; cookie: string; mobile: string }> {
  const mobile = freshMobile()
  const userId = await createUser(app.db, { mobile, nickname, ...fields }, new Date())
  return {
    userId,
    mobile,
    cookie: `sid=${await createSession(app.db, userId, 3_600_000, new Date())}`,
  }
}

/**
 * An enrolment as the order flow will write it: waiting for activation, or activated with a
 * validity ending `expiresInDays` from now (negative: already ended). Answers the instant the
 * validity ends, null while waiting for activation.
 */
export async function enrolLearner(
  app: HasDb,
  enrolment: {
    userId: number
    kind: 'course' | 'classroom' | 'subject'
    refId: number
    source?: 'purchase' | 'free' | 'classroom'
    expiresInDays?: number
  },
): Promise<number | null> {
  const now = Date.now()
  await enrol(
    app.db,
    {
      userId: enrolment.userId,
      kind: enrolment.kind,
      refId: enrolment.refId,
      source: enrolment.source ?? 'purchase',
    },
    null,
    now,
  )
  if (enrolment.expiresInDays === undefined) return null
  // Activated a year before its end, so an ended validity is also one that was active.
  const expireAt = now + enrolment.expiresInDays * DAY_MS
  await app.db
    .updateTable('enrolments')
    .set({ activated_at: expireAt - 365 * DAY_MS, expire_at: expireAt })
    .where('user_id', '=', enrolment.userId)
    .where('kind', '=', enrolment.kind)
    .where('ref_id', '=', enrolment.refId)
    .execute()
  return expireAt
}
