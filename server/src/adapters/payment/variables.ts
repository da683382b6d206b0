import { createPrivateKey, createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { choice, defineVariables, ROOT, text } from '../../config/variables'

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

const WITH_WECHAT = 'required with `PAY_PROVIDER=wechat`'
const PEM =
  'PEM text (`\\n` for line breaks); it or its `_FILE` is required with `PAY_PROVIDER=wechat`'
const PEM_FILE = 'a file path (a relative one starts at the repository)'

/** The payment adapter's variables. */
export const PAYMENT_VARIABLES = defineVariables({
  title: 'Payment: WeChat Pay API v3, or the development cashier',
  source: 'server/src/adapters/payment/variables.ts',
  variables: {
    PAY_PROVIDER: choice({
      choices: ['dev', 'wechat'],
      default: 'dev',
      meaning:
        '`dev`: a cashier page of ours confirms or fails a payment (no money moves), refused when `NODE_ENV=production`; `wechat`: WeChat Pay API v3 (JSAPI inside WeChat, H5 payment outside).',
    }),
    WECHAT_PAY_APPID: text({
      range: `${WITH_WECHAT}; the same as \`WECHAT_APPID\``,
      meaning: "The official account's AppID: JSAPI pays with this account's openid.",
    }),
    WECHAT_PAY_MCHID: text({
      range: WITH_WECHAT,
      meaning: 'The merchant id (商户号).',
    }),
    WECHAT_PAY_MERCHANT_SERIAL: text({
      range: WITH_WECHAT,
      meaning: 'The serial number of the merchant API certificate.',
    }),
    WECHAT_PAY_PRIVATE_KEY: text({
      range: PEM,
      meaning: 'The merchant key (`apiclient_key.pem`), checked at start.',
    }),
    WECHAT_PAY_PRIVATE_KEY_FILE: text({
      range: PEM_FILE,
      meaning: 'The merchant key as a file, read when `WECHAT_PAY_PRIVATE_KEY` is unset.',
    }),
    WECHAT_PAY_PUBLIC_KEY_ID: text({
      range: `${WITH_WECHAT}; \`PUB_KEY_ID_…\``,
      meaning: "The id of WeChat Pay's public key (公钥模式).",
    }),
    WECHAT_PAY_PUBLIC_KEY: text({
      range: PEM,
      meaning: "WeChat Pay's public key (`pub_key.pem`), checked at start.",
    }),
    WECHAT_PAY_PUBLIC_KEY_FILE: text({
      range: PEM_FILE,
      meaning: "WeChat Pay's public key as a file, read when `WECHAT_PAY_PUBLIC_KEY` is unset.",
    }),
    WECHAT_PAY_APIV3_KEY: text({
      range: `32 characters; ${WITH_WECHAT}`,
      meaning: 'The APIv3 key, which decrypts the payment notifications.',
    }),
    WECHAT_PAY_NOTIFY_URL: text({
      range: `an https URL; ${WITH_WECHAT}`,
      meaning: '`https://<school>/api/pay/notify` as WeChat Pay reaches it.',
    }),
  },
})

type Name = Parameters<typeof PAYMENT_VARIABLES.read>[1]

/** A PEM given inline (WECHAT_PAY_…) or as a file (WECHAT_PAY_…_FILE); '' when neither. */
function pemOf(env: NodeJS.ProcessEnv, name: Name, fileName: Name, problems: string[]): string {
  const inline = PAYMENT_VARIABLES.read(env, name)?.trim()
  if (inline) return inline.replace(/\\n/g, '\n')
  const file = PAYMENT_VARIABLES.read(env, fileName)?.trim()
  if (!file) {
    problems.push(`${name} or ${fileName} is required when PAY_PROVIDER=wechat`)
    return ''
  }
  try {
    return readFileSync(path.resolve(ROOT, file), 'utf8')
  } catch {
    problems.push(`${fileName} cannot be read: ${file}`)
    return ''
  }
}

/** PAY_PROVIDER and WeChat Pay's settings, keys checked; the dev cashier is refused in production. */
export function paymentConfigOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): PaymentConfig {
  const provider = PAYMENT_VARIABLES.choice(env, 'PAY_PROVIDER', problems)
  if (provider === null) return { provider: 'dev' }
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'PAY_PROVIDER=dev (the development cashier) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev' }
  }
  const required = (name: Name) => {
    const value = PAYMENT_VARIABLES.read(env, name)?.trim() ?? ''
    if (!value) problems.push(`${name} is required when PAY_PROVIDER=wechat`)
    return value
  }
  const config = {
    provider: 'wechat' as const,
    appId: required('WECHAT_PAY_APPID'),
    mchId: required('WECHAT_PAY_MCHID'),
    merchantSerial: required('WECHAT_PAY_MERCHANT_SERIAL'),
    merchantPrivateKey: pemOf(
      env,
      'WECHAT_PAY_PRIVATE_KEY',
      'WECHAT_PAY_PRIVATE_KEY_FILE',
      problems,
    ),
    platformPublicKeyId: required('WECHAT_PAY_PUBLIC_KEY_ID'),
    platformPublicKey: pemOf(env, 'WECHAT_PAY_PUBLIC_KEY', 'WECHAT_PAY_PUBLIC_KEY_FILE', problems),
    apiV3Key: required('WECHAT_PAY_APIV3_KEY'),
    notifyUrl: required('WECHAT_PAY_NOTIFY_URL'),
  }
  if (config.apiV3Key && Buffer.byteLength(config.apiV3Key) !== 32) {
    problems.push('WECHAT_PAY_APIV3_KEY must be the 32-character APIv3 key')
  }
  if (config.notifyUrl && !/^https:\/\/[^/\s]+\/\S*$/.test(config.notifyUrl)) {
    problems.push('WECHAT_PAY_NOTIFY_URL must be an https URL (WeChat Pay calls it)')
  }
  const check = (pem: string, name: Name, read: (pem: string) => unknown) => {
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
