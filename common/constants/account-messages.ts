/**
 * The first SMS login to an account whose number was never proven (registered by password
 * before registration asked for a code, possibly by someone else) removes its password and
 * ends its other sessions; the server answers with this message and the app shows it.
 */
export const SECURITY_RESET_MESSAGE = '已为你重置账户安全，请重新设置密码'
