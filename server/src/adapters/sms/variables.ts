import { choice, defineVariables, text } from '../../config/variables'

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

const WITH_ALIYUN = 'required with `SMS_PROVIDER=aliyun`'

/** The SMS adapter's variables. */
export const SMS_VARIABLES = defineVariables({
  title: 'SMS: login and registration codes',
  source: 'server/src/adapters/sms/variables.ts',
  variables: {
    SMS_PROVIDER: choice({
      choices: ['dev', 'aliyun'],
      default: 'dev',
      meaning:
        '`dev`: codes go to the dev outbox (table `dev_sms_outbox`, the server log, and `GET /api/dev/sms/latest?mobile=`), refused when `NODE_ENV=production` so the outbox is never exposed; `aliyun`: Aliyun SMS (dysmsapi `SendSms`).',
    }),
    ALIYUN_SMS_ACCESS_KEY_ID: text({
      range: WITH_ALIYUN,
      meaning: 'The AccessKey ID of an Aliyun RAM user allowed `dysms:SendSms`.',
    }),
    ALIYUN_SMS_ACCESS_KEY_SECRET: text({
      range: WITH_ALIYUN,
      meaning: "That AccessKey's secret.",
    }),
    ALIYUN_SMS_SIGN_NAME: text({
      range: WITH_ALIYUN,
      meaning: 'The approved SMS signature (签名) the messages are sent under.',
    }),
    ALIYUN_SMS_TEMPLATE_CODE: text({
      range: WITH_ALIYUN,
      meaning: 'The code of an approved template with the variable `${code}`.',
    }),
    ALIYUN_SMS_ENDPOINT: text({
      default: 'https://dysmsapi.aliyuncs.com/',
      range: 'a URL',
      meaning: 'The Aliyun SMS API endpoint.',
    }),
  },
})

const ALIYUN_FIELDS = [
  ['accessKeyId', 'ALIYUN_SMS_ACCESS_KEY_ID'],
  ['accessKeySecret', 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
  ['signName', 'ALIYUN_SMS_SIGN_NAME'],
  ['templateCode', 'ALIYUN_SMS_TEMPLATE_CODE'],
] as const

/** SMS_PROVIDER and its settings; the dev outbox is refused in production. */
export function smsConfigOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): SmsConfig {
  const provider = SMS_VARIABLES.choice(env, 'SMS_PROVIDER', problems)
  if (provider === null) return { provider: 'dev' }
  if (provider === 'dev') {
    if (production)
      problems.push('SMS_PROVIDER=dev (codes in a dev outbox) is refused when NODE_ENV=production')
    return { provider: 'dev' }
  }
  const values = Object.fromEntries(
    ALIYUN_FIELDS.map(([field, name]) => {
      const value = SMS_VARIABLES.text(env, name)
      if (!value) problems.push(`${name} is required when SMS_PROVIDER=aliyun`)
      return [field, value]
    }),
  ) as Record<(typeof ALIYUN_FIELDS)[number][0], string>
  return {
    provider: 'aliyun',
    ...values,
    endpoint: SMS_VARIABLES.text(env, 'ALIYUN_SMS_ENDPOINT'),
  }
}
