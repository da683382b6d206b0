import type { Kysely } from 'kysely'
import type { SmsConfig } from '../../config'
import type { Database } from '../../db/schema'
import { createAliyunSms } from './aliyun'
import { createDevOutbox } from './dev-outbox'
import type { SmsSender } from './sender'

export type { SmsSender } from './sender'

/** The configured SMS adapter. */
export function createSmsSender(
  config: SmsConfig,
  deps: { db: Kysely<Database>; log: (message: string, detail: object) => void },
): SmsSender {
  if (config.provider === 'aliyun') return createAliyunSms(config)
  return createDevOutbox(deps.db, deps.log)
}
