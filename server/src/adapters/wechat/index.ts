import type { WechatConfig } from '../../config'
import type { WechatAccount } from './account'
import { createDevAccount } from './dev'
import { createOfficialAccount } from './official'

export type { WechatAccount, WechatCredential } from './account'
export { ACCESS_TOKEN_INVALID, WechatRefused } from './account'

/** The configured official account. */
export function createWechatAccount(config: WechatConfig): WechatAccount {
  return config.provider === 'wechat' ? createOfficialAccount(config) : createDevAccount()
}
