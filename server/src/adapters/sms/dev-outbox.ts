import type { Kysely } from 'kysely'
import { recordDevSms } from '../../db/repositories/dev-sms-outbox'
import type { Database } from '../../db/schema'
import type { SmsSender } from './sender'

/**
 * Development SMS: the code goes to the dev outbox table and the server log instead of a phone,
 * so the product works offline. Refused by the configuration in production.
 */
export function createDevOutbox(
  db: Kysely<Database>,
  log: (message: string, detail: object) => void,
): SmsSender {
  return {
    name: 'dev-outbox',
    async send(mobile, code, purpose) {
      await recordDevSms(db, { mobile, code, purpose }, Date.now())
      log('dev SMS outbox: code sent', { mobile, purpose, code })
    },
  }
}
