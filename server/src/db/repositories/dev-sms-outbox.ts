import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database, SmsPurpose } from '../schema'

/** A code the development SMS adapter "sent". */
export interface DevSms {
  mobile: string
  code: string
  purpose: SmsPurpose
}

export async function recordDevSms(db: Kysely<Database>, sms: DevSms, now: Instant): Promise<void> {
  await db
    .insertInto('dev_sms_outbox')
    .values({ ...sms, created_at: now })
    .execute()
}

/** The last code "sent" to a number, or null. */
export async function findLatestDevSms(
  db: Kysely<Database>,
  mobile: string,
): Promise<DevSms | null> {
  const row = await db
    .selectFrom('dev_sms_outbox')
    .select(['mobile', 'code', 'purpose'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ?? null
}
