import { DEV_MINI_APP_ID, WECHAT_VARIABLES as VARIABLES } from './variables'

/**
 * The official account (公众号) the app runs under and the school's mini-program (小程序), or
 * the offline development stand-ins.
 */
export type WechatConfig =
  | {
      provider: 'dev'
      /** WECHAT_MINI_APPID, else DEV_MINI_APP_ID: the stand-in mini-program is always there. */
      miniAppId: string
    }
  | {
      provider: 'wechat'
      appId: string
      /** AppSecret, for exchanging 网页授权 codes and fetching the access_token. */
      secret: string
      /**
       * Where api.weixin.qq.com is reached (WECHAT_API_BASE, no trailing slash): WeChat itself,
       * or a forward proxy on the IP allow-list (IP白名单) WeChat checks; tests use a fake.
       */
      apiBase: string
      /** The mini-program (WECHAT_MINI_APPID and WECHAT_MINI_SECRET); null when it has none. */
      mini: MiniProgramConfig | null
    }

/** The school's mini-program: its AppID and AppSecret (for jscode2session). */
export interface MiniProgramConfig {
  appId: string
  secret: string
}

/** A WeChat AppID, of an official account or a mini-program. */
const APP_ID = /^wx[0-9a-zA-Z]{16}$/

/** A WeChat AppSecret. */
const APP_SECRET = /^[0-9a-zA-Z]{32}$/

/** WECHAT_PROVIDER and its settings; the offline stand-in is refused in production. */
export function wechatConfigOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): WechatConfig {
  const miniAppId = VARIABLES.trimmed(env, 'WECHAT_MINI_APPID') || null
  if (miniAppId !== null && !APP_ID.test(miniAppId)) {
    problems.push('WECHAT_MINI_APPID must be the mini-program AppID (wx and 16 letters or digits)')
  }
  const provider = VARIABLES.choice(env, 'WECHAT_PROVIDER', problems)
  if (provider === null) return { provider: 'dev', miniAppId: DEV_MINI_APP_ID }
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'WECHAT_PROVIDER=dev (an offline stand-in for the official account) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev', miniAppId: miniAppId ?? DEV_MINI_APP_ID }
  }
  const appId = VARIABLES.trimmed(env, 'WECHAT_APPID')
  const secret = VARIABLES.trimmed(env, 'WECHAT_SECRET')
  if (!APP_ID.test(appId)) {
    problems.push('WECHAT_APPID must be the official account AppID (wx and 16 letters or digits)')
  }
  if (!APP_SECRET.test(secret)) {
    problems.push('WECHAT_SECRET must be the official account AppSecret (32 letters or digits)')
  }
  const apiBase = VARIABLES.trimmed(env, 'WECHAT_API_BASE').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(apiBase)) {
    problems.push('WECHAT_API_BASE must be an http(s) URL (default https://api.weixin.qq.com)')
  }
  const miniSecret = VARIABLES.trimmed(env, 'WECHAT_MINI_SECRET')
  const mini = miniProgram(miniAppId, miniSecret, appId, problems)
  return { provider: 'wechat', appId, secret, apiBase, mini }
}

/**
 * WECHAT_PROVIDER=wechat: the mini-program, when WECHAT_MINI_APPID is set (its secret is then
 * required); null when the school has none.
 */
function miniProgram(
  appId: string | null,
  secret: string,
  officialAppId: string,
  problems: string[],
): MiniProgramConfig | null {
  if (!appId) {
    if (secret) problems.push('WECHAT_MINI_SECRET is set without WECHAT_MINI_APPID')
    return null
  }
  // A session keeps one openid with its AppID: the two apps' openids must not be confused.
  if (appId === officialAppId) {
    problems.push('WECHAT_MINI_APPID must be the mini-program’s own AppID, not WECHAT_APPID')
  }
  if (!APP_SECRET.test(secret)) {
    problems.push(
      'WECHAT_MINI_SECRET must be the mini-program AppSecret (32 letters or digits) when WECHAT_MINI_APPID is set',
    )
  }
  return { appId, secret }
}

/** WECHAT_SUBSCRIBE_TEMPLATE_ID, or null when the school has not configured one. */
export function subscribeTemplateIdOf(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const id = VARIABLES.trimmed(env, 'WECHAT_SUBSCRIBE_TEMPLATE_ID') || null
  // WeChat's template ids are URL-safe base64 text; anything else is a paste error.
  if (id !== null && !/^[\w-]{1,128}$/.test(id)) {
    problems.push('WECHAT_SUBSCRIBE_TEMPLATE_ID must be the template id (letters, digits, _ and -)')
  }
  return id
}

/**
 * WECHAT_JSSDK_ORIGINS: comma-separated http(s) origins (scheme, host, optional port; nothing
 * after), normalised as browsers write them; null when unset.
 */
export function jssdkOriginsOf(env: NodeJS.ProcessEnv, problems: string[]): string[] | null {
  const raw = VARIABLES.trimmed(env, 'WECHAT_JSSDK_ORIGINS')
  if (!raw) return null
  const origins: string[] = []
  for (const entry of raw.split(',').map((part) => part.trim().replace(/\/$/, ''))) {
    const origin = /^https?:\/\/[^/?#@\\\s]+$/i.test(entry) ? originOf(entry) : null
    if (origin === null) {
      problems.push(
        `WECHAT_JSSDK_ORIGINS must list http(s) origins like https://m.school.example.com, got "${entry}"`,
      )
      continue
    }
    origins.push(origin)
  }
  return origins
}

/** The origin of an address as browsers write it (lower case, default port left out), or null. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}
