import type { Kysely } from 'kysely'
import type { SmsConfig } from '../../config'
import type { Database, SmsPurpose } from '../../db/schema'
import { createAliyunSms } from './aliyun'
import { createDevOutbox } from './dev-outbox'

/** Sends a verification code to a mobile number; rejects when the provider refuses. */
export interface SmsSender {
  readonly name: string
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>
}

/** The configured SMS adapter. */
export function createSmsSender(
  config: SmsConfig,
  deps: { db: Kysely<Database>; log: (message: string, detail: object) => void },
): SmsSender {
  if (config.provider === 'aliyun') return createAliyunSms(config)
  return createDevOutbox(deps.db, deps.log)
}
