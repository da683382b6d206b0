import type { SmsPurpose } from '../../db/schema'

/** Sends a verification code to a mobile number; rejects when the provider refuses. */
export interface SmsSender {
  readonly name: string
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>
}
