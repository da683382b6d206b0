import path from 'node:path'
import { ConfigError, loadConfig } from '../../server/src/config'

describe('server configuration', () => {
  it('defaults to SQLite under data/ on port 8080', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8080)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toBe(path.resolve(__dirname, '..', '..', 'data', 'school.sqlite'))
  })

  it('reads PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).databaseUrl).toBe(
      'postgres://u@localhost/db',
    )
  })

  it('names every bad variable at once', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems } = error as ConfigError
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/PORT.*DATABASE_URL.*LOG_LEVEL.*TRUST_PROXY/s)
  })

  it('configures Aliyun SMS by environment variables, and refuses the dev outbox in production', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(ConfigError)
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '恒达会计网校',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    })
    expect(config.sms).toMatchObject({
      provider: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
    })
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /SMS_PROVIDER=dev/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun' })).toThrow(
      /AUTH_SECRET/,
    )
  })
})
