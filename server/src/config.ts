import path from 'node:path'

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
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind HTTPS). */
  trustProxy: boolean
  /** Days a login session lasts without use. */
  sessionDays: number
  /** Overrides of the seeded organisation info (spec §3 oemInfo). */
  organisation: Partial<{
    train_name: string
    realname: string
    mobile: string
    qq: string
    weixin_url: string
  }>
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

  const trustProxy = flag(env, 'TRUST_PROXY', problems)
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
    organisation,
  }
}
