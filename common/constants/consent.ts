/**
 * The version of the 用户协议 and 隐私政策 a learner agrees to when logging in or registering.
 * Raise it whenever either text changes in substance: the server keeps which version each
 * learner agreed to and when, and refuses a login that agrees to any other version (a page
 * cached from before the change), so nobody is held to a text they did not see.
 */
export const CONSENT_VERSION = '2026-11-27'

/** What a login that agreed to another version is told. */
export const CONSENT_OUTDATED_MESSAGE = '用户协议和隐私政策已更新，请刷新页面后重新阅读并同意'
