import type { Kysely } from 'kysely'
import { CONSENT_OUTDATED_MESSAGE, CONSENT_VERSION } from '@common/constants/consent'
import { insertConsent } from '@server/db/repositories/consents'
import type { Database } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import type { Instant } from '@server/time'

/**
 * The consent a login or registration form carries, checked before the login happens: only
 * the current 用户协议/隐私政策 version may be agreed to. `undefined` when the caller sent none
 * (callers without the form, such as older clients and scripts: nothing is recorded then).
 */
export function agreedVersion(version: string | undefined): string | undefined {
  if (version === undefined || version.trim() === '') return undefined
  if (version.trim() !== CONSENT_VERSION) throw new ApiFailure(400, CONSENT_OUTDATED_MESSAGE)
  return CONSENT_VERSION
}

/** Records the consent the login carried, once the learner it belongs to is known. */
export async function recordConsent(
  db: Kysely<Database>,
  consent: { userId: number; version: string | undefined; ip: string },
  now: Instant,
): Promise<void> {
  if (consent.version === undefined) return
  await insertConsent(db, { userId: consent.userId, version: consent.version, ip: consent.ip }, now)
}
