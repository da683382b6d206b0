import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'
import { captureLog } from '../../support/log-capture'
import { buildTestApp } from '../../support/test-server'
import { wechatPayEnv } from '../../support/wechat-pay-env'

/**
 * What a school's production server is started with (SMS through Aliyun, WeChat Pay and its
 * official account, its own secret).
 */
const PRODUCTION = {
  ...wechatPayEnv(),
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '恒达会计网校',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  WECHAT_PROVIDER: 'wechat',
  WECHAT_APPID: wechatPayEnv().WECHAT_PAY_APPID,
  WECHAT_SECRET: '0123456789abcdef0123456789abcdef',
  LIVE_PROVIDER: 'school',
  LIVE_PULL_BASE: 'https://pull.school.example.com',
  LIVE_AUTH_KEY: 'a-live-auth-key',
}

/** Starts the server on an empty database and returns what it logged and what it holds. */
async function startOnEmpty(kind: (typeof DATABASE_KINDS)[number], env: Record<string, string>) {
  const { stream, lines } = captureLog()
  const database = await createTestDatabase(kind, { empty: true })
  const app = await buildTestApp(database, { env, logger: { level: 'info', stream } })
  try {
    const organisations = await app.db.selectFrom('organisations').select('train_code').execute()
    return { messages: lines.map((line) => line.msg), organisations }
  } finally {
    await app.close()
    await database.drop()
  }
}

describe.each(DATABASE_KINDS)('the demo seed at start (%s)', (kind) => {
  it('fills an empty database in development, and says so', async () => {
    const { messages, organisations } = await startOnEmpty(kind, {})
    expect(organisations).toHaveLength(1)
    expect(messages).toContain('empty database seeded with the demo school')
  })

  it('leaves an empty production database empty unless asked, and says how to ask', async () => {
    const { messages, organisations } = await startOnEmpty(kind, PRODUCTION)
    expect(organisations).toHaveLength(0)
    expect(messages).toContain(
      'demo seed off (production: set SEED_DEMO=1 to fill an empty database with the demo school)',
    )
  })

  it('seeds an empty production database when SEED_DEMO=1', async () => {
    const { messages, organisations } = await startOnEmpty(kind, { ...PRODUCTION, SEED_DEMO: '1' })
    expect(organisations).toHaveLength(1)
    expect(messages).toContain('empty database seeded with the demo school')
  })
})
