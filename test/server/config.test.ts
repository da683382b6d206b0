import path from 'node:path'
import { ConfigError, loadConfig } from '../../server/src/config'
import { wechatPayEnv } from './support/wechat-pay-env'

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

  it('configures WeChat Pay by environment variables, checks its keys, and refuses the dev cashier in production', () => {
    const wechat = wechatPayEnv()
    expect(loadConfig(wechat).payment).toMatchObject({ provider: 'wechat', mchId: '1900000109' })
    expect(loadConfig({}).payment).toEqual({ provider: 'dev' })
    expect(loadConfig({}).orderCloseMinutes).toBe(30)
    expect(() => loadConfig({ PAY_PROVIDER: 'wechat' })).toThrow(/WECHAT_PAY_MCHID is required/)
    expect(() => loadConfig({ ...wechat, WECHAT_PAY_PRIVATE_KEY: 'not a key' })).toThrow(
      /WECHAT_PAY_PRIVATE_KEY is not a readable PEM key/,
    )
    expect(() => loadConfig({ ...wechat, WECHAT_PAY_APIV3_KEY: 'short' })).toThrow(/APIV3_KEY/)
    expect(() =>
      loadConfig({ ...wechat, WECHAT_PAY_NOTIFY_URL: 'http://school.example.com/notify' }),
    ).toThrow(/WECHAT_PAY_NOTIFY_URL must be an https URL/)
    expect(() => loadConfig({ PAY_PROVIDER: 'alipay' })).toThrow(
      /PAY_PROVIDER must be dev or wechat/,
    )
    expect(() => loadConfig({ ORDER_CLOSE_MINUTES: '0' })).toThrow(/ORDER_CLOSE_MINUTES/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '恒达会计网校',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      }),
    ).toThrow(/PAY_PROVIDER=dev/)
  })

  it('reads the points of each way of earning them, and refuses values out of range', () => {
    expect(loadConfig({}).points).toEqual({
      signin: 5,
      streakBonus: 20,
      streakDays: 7,
      lesson: 2,
      paper: 10,
      perYuan: 1,
    })
    expect(
      loadConfig({
        POINTS_SIGNIN: '3',
        POINTS_STREAK_BONUS: '0',
        POINTS_STREAK_DAYS: '30',
        POINTS_LESSON: '1',
        POINTS_PAPER: '8',
        POINTS_PER_YUAN: '2',
      }).points,
    ).toEqual({ signin: 3, streakBonus: 0, streakDays: 30, lesson: 1, paper: 8, perYuan: 2 })
    let error: unknown
    try {
      loadConfig({
        POINTS_SIGNIN: '-1',
        POINTS_STREAK_BONUS: 'many',
        POINTS_STREAK_DAYS: '1',
        POINTS_LESSON: '2.5',
        POINTS_PAPER: '100000',
        POINTS_PER_YUAN: '101',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual([
      'POINTS_SIGNIN',
      'POINTS_STREAK_BONUS',
      'POINTS_STREAK_DAYS',
      'POINTS_LESSON',
      'POINTS_PAPER',
      'POINTS_PER_YUAN',
    ])
  })

  it('configures the mini-program: its AppID, and its AppSecret with the real provider', () => {
    const account = {
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APPID: 'wxd930ea5d5a258f4f',
      WECHAT_SECRET: '0123456789abcdef0123456789abcdef',
    }
    const mini = {
      WECHAT_MINI_APPID: 'wx3b9c2d4e5f6a7b8c',
      WECHAT_MINI_SECRET: 'fedcba9876543210fedcba9876543210',
    }
    expect(loadConfig({ ...account, ...mini }).wechat).toMatchObject({
      mini: { appId: 'wx3b9c2d4e5f6a7b8c', secret: 'fedcba9876543210fedcba9876543210' },
    })
    expect(loadConfig({ WECHAT_MINI_APPID: 'wx3b9c2d4e5f6a7b8c' }).wechat).toEqual({
      provider: 'dev',
      miniAppId: 'wx3b9c2d4e5f6a7b8c',
    })
    expect(() => loadConfig({ ...account, WECHAT_MINI_APPID: mini.WECHAT_MINI_APPID })).toThrow(
      /WECHAT_MINI_SECRET must be the mini-program AppSecret/,
    )
    expect(() => loadConfig({ ...account, ...mini, WECHAT_MINI_SECRET: 'short' })).toThrow(
      /WECHAT_MINI_SECRET/,
    )
    expect(() => loadConfig({ ...account, WECHAT_MINI_SECRET: mini.WECHAT_MINI_SECRET })).toThrow(
      /WECHAT_MINI_SECRET is set without WECHAT_MINI_APPID/,
    )
    expect(() =>
      loadConfig({ ...account, ...mini, WECHAT_MINI_APPID: account.WECHAT_APPID }),
    ).toThrow(/WECHAT_MINI_APPID must be the mini-program’s own AppID/)
    expect(() => loadConfig({ WECHAT_MINI_APPID: 'mini' })).toThrow(
      /WECHAT_MINI_APPID must be the mini-program AppID/,
    )
  })

  it('configures the official account by environment variables, checks it against WeChat Pay, and refuses the dev account in production', () => {
    const account = {
      WECHAT_PROVIDER: 'wechat',
      WECHAT_APPID: 'wxd930ea5d5a258f4f',
      WECHAT_SECRET: '0123456789abcdef0123456789abcdef',
    }
    expect(loadConfig({}).wechat).toEqual({ provider: 'dev', miniAppId: 'wxdevminiprogram00' })
    expect(loadConfig(account).wechat).toEqual({
      provider: 'wechat',
      appId: 'wxd930ea5d5a258f4f',
      secret: '0123456789abcdef0123456789abcdef',
      apiBase: 'https://api.weixin.qq.com',
      mini: null,
    })
    expect(
      loadConfig({ ...account, WECHAT_API_BASE: 'http://wxproxy.school.internal:8080/' }).wechat,
    ).toMatchObject({ apiBase: 'http://wxproxy.school.internal:8080' })
    expect(() => loadConfig({ ...account, WECHAT_API_BASE: 'ftp://x' })).toThrow(
      /WECHAT_API_BASE must be an http\(s\) URL/,
    )
    expect(() => loadConfig({ WECHAT_PROVIDER: 'wechat' })).toThrow(/WECHAT_APPID.*WECHAT_SECRET/s)
    expect(() => loadConfig({ ...account, WECHAT_SECRET: 'short' })).toThrow(/WECHAT_SECRET/)
    expect(() => loadConfig({ WECHAT_PROVIDER: 'qq' })).toThrow(/WECHAT_PROVIDER must be/)
    expect(() =>
      loadConfig({ ...wechatPayEnv(), ...account, WECHAT_APPID: 'wx0000000000000000' }),
    ).toThrow(/WECHAT_PAY_APPID must be the official account WECHAT_APPID/)
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /WECHAT_PROVIDER=dev/,
    )
  })

  it('reads the optional WeChat subscribe-message template, and refuses one that is not an id', () => {
    expect(loadConfig({}).wechatSubscribeTemplateId).toBeNull()
    expect(loadConfig({ WECHAT_SUBSCRIBE_TEMPLATE_ID: '  ' }).wechatSubscribeTemplateId).toBeNull()
    expect(
      loadConfig({ WECHAT_SUBSCRIBE_TEMPLATE_ID: ' Jk9_x-LiveReminder01 ' })
        .wechatSubscribeTemplateId,
    ).toBe('Jk9_x-LiveReminder01')
    expect(() => loadConfig({ WECHAT_SUBSCRIBE_TEMPLATE_ID: 'not an id!' })).toThrow(
      /WECHAT_SUBSCRIBE_TEMPLATE_ID must be the template id/,
    )
  })

  it('reads the origins whose pages the JS-SDK signs, and refuses anything but http(s) origins', () => {
    expect(loadConfig({}).wechatJssdkOrigins).toBeNull()
    expect(loadConfig({ WECHAT_JSSDK_ORIGINS: ' ' }).wechatJssdkOrigins).toBeNull()
    expect(
      loadConfig({
        WECHAT_JSSDK_ORIGINS: 'https://M.School.example.com/, http://m.school.example.com:8080',
      }).wechatJssdkOrigins,
    ).toEqual(['https://m.school.example.com', 'http://m.school.example.com:8080'])
    for (const bad of [
      'm.school.example.com',
      'https://m.school.example.com/h5',
      'https://m.school.example.com?x=1',
      'javascript:alert(1)',
      'ftp://m.school.example.com',
      'https://user@m.school.example.com',
    ]) {
      expect(() => loadConfig({ WECHAT_JSSDK_ORIGINS: `https://ok.example.com,${bad}` })).toThrow(
        /WECHAT_JSSDK_ORIGINS must list http\(s\) origins/,
      )
    }
  })

  it('configures live streams by environment variables, and refuses the dev stream in production', () => {
    const school = {
      LIVE_PROVIDER: 'school',
      LIVE_PULL_BASE: 'https://pull.school.example.com/',
      LIVE_AUTH_KEY: 'a-live-auth-key',
    }
    expect(loadConfig({}).live).toEqual({ provider: 'dev' })
    expect(loadConfig(school).live).toEqual({
      provider: 'school',
      pullBase: 'https://pull.school.example.com',
      authKey: 'a-live-auth-key',
      urlTtlSeconds: 3600,
    })
    expect(loadConfig({ ...school, LIVE_URL_TTL_SECONDS: '600' }).live).toMatchObject({
      urlTtlSeconds: 600,
    })
    expect(() => loadConfig({ LIVE_PROVIDER: 'school' })).toThrow(/LIVE_PULL_BASE.*LIVE_AUTH_KEY/s)
    expect(() => loadConfig({ ...school, LIVE_PULL_BASE: 'pull.school.example.com' })).toThrow(
      /LIVE_PULL_BASE/,
    )
    expect(() => loadConfig({ ...school, LIVE_URL_TTL_SECONDS: '5' })).toThrow(
      /LIVE_URL_TTL_SECONDS/,
    )
    expect(() => loadConfig({ LIVE_PROVIDER: 'youtube' })).toThrow(/LIVE_PROVIDER must be/)
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /LIVE_PROVIDER=dev/,
    )
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    // One proxy: its appended entry (the right-most) names the client, never the left-most.
    ['true', 1],
    ['1', 1],
    ['3', 3],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %j as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected)
  })

  it.each(['maybe', '11', '10.0.0.0/33', '10.0.0.1/8/2', 'example.com', '10.0.0.1,,10.0.0.2'])(
    'refuses %j, naming the variable',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/)
    },
  )
})
