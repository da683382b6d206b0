import type { WechatConfig } from '../../config'
import type { WechatAccount } from './account'
import { createDevAccount } from './dev'
import { createOfficialAccount } from './official'

export type { WechatAccount, WechatCredential } from './account'
export { ACCESS_TOKEN_INVALID, LOGIN_CODE_REFUSED, WechatRefused } from './account'

/** The configured official account and mini-program. */
export function createWechatAccount(config: WechatConfig): WechatAccount {
  return config.provider === 'wechat'
    ? createOfficialAccount(config)
    : createDevAccount(config.miniAppId)
}
