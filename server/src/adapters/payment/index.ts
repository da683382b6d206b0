import type { PaymentConfig } from '../../config'
import { createDevPay, type DevPayKeys, type DevPayProvider } from './dev'
import type { PaymentProvider } from './provider'
import { createWechatPay } from './wechat'

export type { PaymentProvider, Payer, PayOrder, VerifiedNotify } from './provider'
export { NotifyRefused, PaymentUnavailable } from './provider'
export type { DevPayKeys, DevPayProvider } from './dev'

/** The configured payment adapter; the dev one with its keys kept in the database. */
export function createPayment(
  config: PaymentConfig,
  devKeys: () => Promise<DevPayKeys>,
): Promise<PaymentProvider | DevPayProvider> {
  if (config.provider === 'wechat') return Promise.resolve(createWechatPay(config))
  return devKeys().then(createDevPay)
}
