import { createPrivateKey, createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseTrustProxy, type TrustProxy } from './trust-proxy'

/** Server configuration, read once from the environment and validated at start. */
export interface Config {
  port: number
  host: string
  /** postgres://… when the database is PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string
  sqliteFile: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Folder of the built H5 app; the server answers API calls only when it is missing. */
  staticDir: string
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (the client's address for
   * every per-IP limit, HTTPS for Secure cookies): none, the last N hops, or listed addresses.
   */
  trustProxy: TrustProxy
  /** Days a login session lasts without use. */
  sessionDays: number
  /** NODE_ENV=production: development conveniences (the SMS outbox) are refused. */
  production: boolean
  /**
   * Fill an empty database with the demo school. Always in development; in production only
   * when asked (SEED_DEMO=1), so a school's real database never starts with made-up content.
   */
  seedDemo: boolean
  /** Secret for hashing SMS codes; kept in the database when not configured. */
  authSecret?: string
  /** scrypt cost (N) for new password hashes; spec: 2^17. */
  scryptN: number
  sms: SmsConfig
  /** How orders are paid: the offline development cashier, or WeChat Pay API v3. */
  payment: PaymentConfig
  /**
   * The school's official account (网页授权 for the payer's openid) and mini-program (its
   * users' openids from wx.login), or the offline stand-ins.
   */
  wechat: WechatConfig
  /**
   * The subscribe-message template (订阅消息模板 ID) a learner subscribes to with 提醒我 inside
   * WeChat; null when the school has not configured one (the app offers the calendar file only).
   */
  wechatSubscribeTemplateId: string | null
  /**
   * The origins whose pages /new/mm/jssdk/getconfig signs (WECHAT_JSSDK_ORIGINS, normalised
   * like `https://m.school.example.com`); null: only the origin each request came to.
   */
  wechatJssdkOrigins: string[] | null
  /** Where live streams and replays play from: the offline sample, or the school's pull domain. */
  live: LiveConfig
  /** Minutes after which an unpaid order closes itself. */
  orderCloseMinutes: number
  /** What each way of earning points gives (the learner's points ledger). */
  points: PointsRules
  /**
   * Where a desktop browser opening the bank home goes (spec §2), with {examId} and
   * {subjectId} filled in; null when BANK_DESKTOP_URL=none keeps desktops on the H5 bank.
   */
  bankDesktopUrl: string | null
  /** Overrides of the seeded organisation info (spec §3 oemInfo). */
  organisation: Partial<{
    train_name: string
    realname: string
    mobile: string
    qq: string
    weixin_url: string
  }>
}

/** Where SMS codes go: the development outbox, or Aliyun's SMS service. */
export type SmsConfig =
  | { provider: 'dev' }
  | {
      provider: 'aliyun'
      accessKeyId: string
      accessKeySecret: string
      signName: string
      templateCode: string
      endpoint: string
    }

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

/** The dev mini-program's AppID: not a real one, so nothing is ever sent to WeChat with it. */
export const DEV_MINI_APP_ID = 'wxdevminiprogram00'

/** A WeChat AppID, of an official account or a mini-program. */
const APP_ID = /^wx[0-9a-zA-Z]{16}$/

/** A WeChat AppSecret. */
const APP_SECRET = /^[0-9a-zA-Z]{32}$/

/** WeChat Pay API v3 (JSAPI inside WeChat, H5 outside), or the development provider. */
export type PaymentConfig =
  | { provider: 'dev' }
  | {
      provider: 'wechat'
      appId: string
      mchId: string
      /** Serial of the merchant API certificate. */
      merchantSerial: string
      /** apiclient_key.pem, as PEM text. */
      merchantPrivateKey: string
      /** WeChat Pay's public key (公钥模式) and its id PUB_KEY_ID_…, or a platform certificate. */
      platformPublicKeyId: string
      platformPublicKey: string
      apiV3Key: string
      /** https://…/api/pay/notify as WeChat reaches it. */
      notifyUrl: string
    }

/** LIVE_PROVIDER=dev (the committed sample stream) or school (signed pull URLs). */
/** LIVE_PROVIDER=school: the school's pull domain (a CDN or cloud live service) and its key. */
export interface SchoolLiveConfig {
  provider: 'school'
  /** https://pull.example.com: the HLS pull domain, without a trailing slash. */
  pullBase: string
  /** The URL authentication key (鉴权主 key) set on the pull domain. */
  authKey: string
  /** Seconds a signed address works. */
  urlTtlSeconds: number
}

export type LiveConfig = { provider: 'dev' } | SchoolLiveConfig

/** Points per way of earning them; 0 turns a way off (no ledger line is written). */
export interface PointsRules {
  /** A day's sign-in. */
  signin: number
  /** Given on top of the sign-in on every streakDays-th day signed in a row. */
  streakBonus: number
  streakDays: number
  /** A lesson watched to 90% of its video, once per lesson. */
  lesson: number
  /** A listed paper handed in, once per paper. */
  paper: number
  /** Per whole yuan an order cost, when it is paid. */
  perYuan: number
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 (invalid configuration):\n  - ${problems.join('\n  - ')}`)
    this.name = 'ConfigError'
  }
}

const LOG_LEVELS: Config['logLevel'][] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
]
const ROOT = path.resolve(__dirname, '..', '..')

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
    return fallback
  }
  return value
}

function flag(env: NodeJS.ProcessEnv, name: string, problems: string[]): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return false
  if (['1', 'true', 'yes'].includes(raw)) return true
  if (['0', 'false', 'no'].includes(raw)) return false
  problems.push(`${name} must be true or false, got "${raw}"`)
  return false
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const port = integer(env, 'PORT', 8080, 0, 65535, problems)
  const sessionDays = integer(env, 'SESSION_DAYS', 30, 1, 365, problems)

  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    )
  }

  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel']
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`)
  }

  const organisation: Config['organisation'] = {}
  const orgVars = {
    TRAIN_NAME: 'train_name',
    TRAIN_REALNAME: 'realname',
    TRAIN_MOBILE: 'mobile',
    TRAIN_QQ: 'qq',
    TRAIN_WEIXIN_URL: 'weixin_url',
  } as const
  for (const [name, field] of Object.entries(orgVars)) {
    const value = env[name]?.trim()
    if (!value) continue
    if (value.length > 200) problems.push(`${name} must be at most 200 characters`)
    organisation[field] = value
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems)
  const production = env.NODE_ENV === 'production'
  const seedDemo = env.SEED_DEMO ? flag(env, 'SEED_DEMO', problems) : !production
  const sms = smsConfig(env, production, problems)
  const payment = paymentConfig(env, production, problems)
  const wechat = wechatConfig(env, production, problems)
  if (
    payment.provider === 'wechat' &&
    wechat.provider === 'wechat' &&
    payment.appId &&
    wechat.appId &&
    payment.appId !== wechat.appId
  ) {
    problems.push(
      'WECHAT_PAY_APPID must be the official account WECHAT_APPID: JSAPI pays with its openid',
    )
  }
  const wechatSubscribeTemplateId = env.WECHAT_SUBSCRIBE_TEMPLATE_ID?.trim() || null
  // WeChat's template ids are URL-safe base64 text; anything else is a paste error.
  if (wechatSubscribeTemplateId !== null && !/^[\w-]{1,128}$/.test(wechatSubscribeTemplateId)) {
    problems.push('WECHAT_SUBSCRIBE_TEMPLATE_ID must be the template id (letters, digits, _ and -)')
  }
  const wechatJssdkOrigins = jssdkOrigins(env, problems)
  const live = liveConfig(env, production, problems)
  const orderCloseMinutes = integer(env, 'ORDER_CLOSE_MINUTES', 30, 1, 1440, problems)
  const points: PointsRules = {
    signin: integer(env, 'POINTS_SIGNIN', 5, 0, 1000, problems),
    streakBonus: integer(env, 'POINTS_STREAK_BONUS', 20, 0, 10000, problems),
    streakDays: integer(env, 'POINTS_STREAK_DAYS', 7, 2, 366, problems),
    lesson: integer(env, 'POINTS_LESSON', 2, 0, 1000, problems),
    paper: integer(env, 'POINTS_PAPER', 10, 0, 1000, problems),
    perYuan: integer(env, 'POINTS_PER_YUAN', 1, 0, 100, problems),
  }
  const scryptN = integer(env, 'SCRYPT_N', 131072, 1024, 1048576, problems)
  if ((scryptN & (scryptN - 1)) !== 0) problems.push('SCRYPT_N must be a power of 2')
  const authSecret = env.AUTH_SECRET || undefined
  if (authSecret && authSecret.length < 32)
    problems.push('AUTH_SECRET must be at least 32 characters')
  if (production && !authSecret) problems.push('AUTH_SECRET is required when NODE_ENV=production')
  const bankDesktopUrl = env.BANK_DESKTOP_URL?.trim() || DEFAULT_BANK_DESKTOP_URL
  if (bankDesktopUrl !== 'none' && !/^(https?:\/\/[^/\s]+)?\/\S*$/.test(bankDesktopUrl)) {
    problems.push('BANK_DESKTOP_URL must be an http(s) URL, a path starting with /, or none')
  }
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    sqliteFile: path.resolve(ROOT, env.SQLITE_FILE || 'data/school.sqlite'),
    logLevel,
    staticDir: path.resolve(ROOT, env.STATIC_DIR || 'dist/h5'),
    trustProxy,
    sessionDays,
    production,
    seedDemo,
    authSecret,
    scryptN,
    sms,
    payment,
    wechat,
    wechatSubscribeTemplateId,
    wechatJssdkOrigins,
    live,
    orderCloseMinutes,
    points,
    organisation,
    bankDesktopUrl: bankDesktopUrl === 'none' ? null : bankDesktopUrl,
  }
}

/** The desktop bank this server draws itself (routes/pc/tiku.ts). */
export const DEFAULT_BANK_DESKTOP_URL = '/pc/tiku/exam/{examId}/subject/{subjectId}'

const ALIYUN_VARS = {
  accessKeyId: 'ALIYUN_SMS_ACCESS_KEY_ID',
  accessKeySecret: 'ALIYUN_SMS_ACCESS_KEY_SECRET',
  signName: 'ALIYUN_SMS_SIGN_NAME',
  templateCode: 'ALIYUN_SMS_TEMPLATE_CODE',
} as const

function smsConfig(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): SmsConfig {
  const provider = env.SMS_PROVIDER || 'dev'
  if (provider === 'dev') {
    if (production)
      problems.push('SMS_PROVIDER=dev (codes in a dev outbox) is refused when NODE_ENV=production')
    return { provider: 'dev' }
  }
  if (provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER must be dev or aliyun, got "${provider}"`)
    return { provider: 'dev' }
  }
  const values = Object.fromEntries(
    Object.entries(ALIYUN_VARS).map(([field, name]) => {
      if (!env[name]) problems.push(`${name} is required when SMS_PROVIDER=aliyun`)
      return [field, env[name] ?? '']
    }),
  ) as Record<keyof typeof ALIYUN_VARS, string>
  return {
    provider: 'aliyun',
    ...values,
    endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com/',
  }
}

function liveConfig(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): LiveConfig {
  const provider = env.LIVE_PROVIDER || 'dev'
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'LIVE_PROVIDER=dev (the sample stream for every live) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev' }
  }
  if (provider !== 'school') {
    problems.push(`LIVE_PROVIDER must be dev or school, got "${provider}"`)
    return { provider: 'dev' }
  }
  const pullBase = (env.LIVE_PULL_BASE?.trim() ?? '').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(pullBase)) {
    problems.push('LIVE_PULL_BASE must be the http(s) pull domain when LIVE_PROVIDER=school')
  }
  const authKey = env.LIVE_AUTH_KEY?.trim() ?? ''
  if (authKey.length < 8) {
    problems.push(
      'LIVE_AUTH_KEY (the pull domain’s auth key, 8+ characters) is required when LIVE_PROVIDER=school',
    )
  }
  const urlTtlSeconds = integer(env, 'LIVE_URL_TTL_SECONDS', 3600, 60, 86400, problems)
  return { provider: 'school', pullBase, authKey, urlTtlSeconds }
}

function wechatConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): WechatConfig {
  const provider = env.WECHAT_PROVIDER || 'dev'
  const miniAppId = env.WECHAT_MINI_APPID?.trim() || null
  if (miniAppId !== null && !APP_ID.test(miniAppId)) {
    problems.push('WECHAT_MINI_APPID must be the mini-program AppID (wx and 16 letters or digits)')
  }
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'WECHAT_PROVIDER=dev (an offline stand-in for the official account) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev', miniAppId: miniAppId ?? DEV_MINI_APP_ID }
  }
  if (provider !== 'wechat') {
    problems.push(`WECHAT_PROVIDER must be dev or wechat, got "${provider}"`)
    return { provider: 'dev', miniAppId: DEV_MINI_APP_ID }
  }
  const appId = env.WECHAT_APPID?.trim() ?? ''
  const secret = env.WECHAT_SECRET?.trim() ?? ''
  if (!APP_ID.test(appId)) {
    problems.push('WECHAT_APPID must be the official account AppID (wx and 16 letters or digits)')
  }
  if (!APP_SECRET.test(secret)) {
    problems.push('WECHAT_SECRET must be the official account AppSecret (32 letters or digits)')
  }
  const apiBase = (env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(apiBase)) {
    problems.push('WECHAT_API_BASE must be an http(s) URL (default https://api.weixin.qq.com)')
  }
  const mini = miniProgram(miniAppId, env.WECHAT_MINI_SECRET?.trim() ?? '', appId, problems)
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

/**
 * WECHAT_JSSDK_ORIGINS: comma-separated http(s) origins (scheme, host, optional port; nothing
 * after), normalised as browsers write them; null when unset.
 */
function jssdkOrigins(env: NodeJS.ProcessEnv, problems: string[]): string[] | null {
  const raw = env.WECHAT_JSSDK_ORIGINS?.trim()
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

/** A PEM given inline (WECHAT_PAY_…) or as a file (WECHAT_PAY_…_FILE); '' when neither. */
function pemOf(env: NodeJS.ProcessEnv, name: string, problems: string[]): string {
  const inline = env[name]?.trim()
  if (inline) return inline.replace(/\\n/g, '\n')
  const file = env[`${name}_FILE`]?.trim()
  if (!file) {
    problems.push(`${name} or ${name}_FILE is required when PAY_PROVIDER=wechat`)
    return ''
  }
  try {
    return readFileSync(path.resolve(ROOT, file), 'utf8')
  } catch {
    problems.push(`${name}_FILE cannot be read: ${file}`)
    return ''
  }
}

function paymentConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): PaymentConfig {
  const provider = env.PAY_PROVIDER || 'dev'
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'PAY_PROVIDER=dev (the development cashier) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev' }
  }
  if (provider !== 'wechat') {
    problems.push(`PAY_PROVIDER must be dev or wechat, got "${provider}"`)
    return { provider: 'dev' }
  }
  const required = (name: string) => {
    const value = env[name]?.trim() ?? ''
    if (!value) problems.push(`${name} is required when PAY_PROVIDER=wechat`)
    return value
  }
  const config = {
    provider: 'wechat' as const,
    appId: required('WECHAT_PAY_APPID'),
    mchId: required('WECHAT_PAY_MCHID'),
    merchantSerial: required('WECHAT_PAY_MERCHANT_SERIAL'),
    merchantPrivateKey: pemOf(env, 'WECHAT_PAY_PRIVATE_KEY', problems),
    platformPublicKeyId: required('WECHAT_PAY_PUBLIC_KEY_ID'),
    platformPublicKey: pemOf(env, 'WECHAT_PAY_PUBLIC_KEY', problems),
    apiV3Key: required('WECHAT_PAY_APIV3_KEY'),
    notifyUrl: required('WECHAT_PAY_NOTIFY_URL'),
  }
  if (config.apiV3Key && Buffer.byteLength(config.apiV3Key) !== 32) {
    problems.push('WECHAT_PAY_APIV3_KEY must be the 32-character APIv3 key')
  }
  if (config.notifyUrl && !/^https:\/\/[^/\s]+\/\S*$/.test(config.notifyUrl)) {
    problems.push('WECHAT_PAY_NOTIFY_URL must be an https URL (WeChat Pay calls it)')
  }
  const check = (pem: string, name: string, read: (pem: string) => unknown) => {
    if (!pem) return
    try {
      read(pem)
    } catch {
      problems.push(`${name} is not a readable PEM key`)
    }
  }
  check(config.merchantPrivateKey, 'WECHAT_PAY_PRIVATE_KEY', createPrivateKey)
  check(config.platformPublicKey, 'WECHAT_PAY_PUBLIC_KEY', createPublicKey)
  return config
}
