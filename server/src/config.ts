import path from 'node:path'
import { liveConfigOf, type LiveConfig } from './adapters/live/variables'
import { paymentConfigOf, type PaymentConfig } from './adapters/payment/variables'
import { smsConfigOf, type SmsConfig } from './adapters/sms/variables'
import { storageConfigOf, type StorageConfig } from './adapters/storage/variables'
import {
  jssdkOriginsOf,
  subscribeTemplateIdOf,
  wechatConfigOf,
  type WechatConfig,
} from './adapters/wechat/read-config'
import { ACCOUNT_VARIABLES, authSecretOf, firstAdminOf, scryptNOf } from './config/accounts'
import { ORDER_VARIABLES, pointsRulesOf, type PointsRules } from './config/orders'
import { bankDesktopUrlOf, organisationOf, type Organisation } from './config/school'
import { databaseUrlOf, SERVER_VARIABLES as SERVER } from './config/server'
import { ROOT } from './config/variables'
import { parseTrustProxy, type TrustProxy } from './trust-proxy'

// Each variable is declared once, next to the code that reads it (config/*.ts, and
// adapters/*/variables.ts for each outside service); docs/configuration.md is generated from
// those declarations (`npm run docs:config`). This file composes them.
export type { LiveConfig, SchoolLiveConfig } from './adapters/live/variables'
export type { PaymentConfig } from './adapters/payment/variables'
export type { SmsConfig } from './adapters/sms/variables'
export type { MiniProgramConfig, WechatConfig } from './adapters/wechat/read-config'
export { DEV_MINI_APP_ID } from './adapters/wechat/variables'
export type { PointsRules } from './config/orders'
export { DEFAULT_BANK_DESKTOP_URL } from './config/school'

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
  /** The console's build (admin/), served at /admin. */
  consoleDir: string
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (the client's address for
   * every per-IP limit, HTTPS for Secure cookies): none, the last N hops, or listed addresses.
   */
  trustProxy: TrustProxy
  /** Days a login session lasts without use. */
  sessionDays: number
  /** ADMIN_USERNAME/ADMIN_PASSWORD: the console's first admin, made at start if no staff exists. */
  firstAdmin: { username: string; password: string } | null
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
  /** Where uploaded videos and images are kept (MEDIA_DIR). */
  storage: StorageConfig
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
  organisation: Partial<Organisation>
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 (invalid configuration):\n  - ${problems.join('\n  - ')}`)
    this.name = 'ConfigError'
  }
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const port = SERVER.integer(env, 'PORT', problems)
  const sessionDays = ACCOUNT_VARIABLES.integer(env, 'SESSION_DAYS', problems)
  const databaseUrl = databaseUrlOf(env, problems)
  const logLevel = SERVER.choice(env, 'LOG_LEVEL', problems) ?? 'info'
  const organisation = organisationOf(env, problems)
  const trustProxy = parseTrustProxy(SERVER.read(env, 'TRUST_PROXY'), problems)
  const production = SERVER.read(env, 'NODE_ENV') === 'production'
  const seedDemo = SERVER.flag(env, 'SEED_DEMO', problems) ?? !production
  const sms = smsConfigOf(env, production, problems)
  const payment = paymentConfigOf(env, production, problems)
  const wechat = wechatConfigOf(env, production, problems)
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
  const wechatSubscribeTemplateId = subscribeTemplateIdOf(env, problems)
  const wechatJssdkOrigins = jssdkOriginsOf(env, problems)
  const live = liveConfigOf(env, production, problems)
  const orderCloseMinutes = ORDER_VARIABLES.integer(env, 'ORDER_CLOSE_MINUTES', problems)
  const points = pointsRulesOf(env, problems)
  const scryptN = scryptNOf(env, problems)
  const authSecret = authSecretOf(env, production, problems)
  const firstAdmin = firstAdminOf(env, problems)
  const bankDesktopUrl = bankDesktopUrlOf(env, problems)
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    port,
    host: SERVER.text(env, 'HOST'),
    databaseUrl,
    sqliteFile: path.resolve(ROOT, SERVER.text(env, 'SQLITE_FILE')),
    logLevel,
    staticDir: path.resolve(ROOT, SERVER.text(env, 'STATIC_DIR')),
    consoleDir: path.resolve(ROOT, SERVER.text(env, 'CONSOLE_DIR')),
    trustProxy,
    sessionDays,
    firstAdmin,
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
    storage: storageConfigOf(env),
    orderCloseMinutes,
    points,
    organisation,
    bankDesktopUrl,
  }
}
