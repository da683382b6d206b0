import { generateKeyPairSync } from 'node:crypto'

let keys: { privateKey: string; publicKey: string } | null = null

/** WeChat Pay's configuration as a school sets it, with keys made for the tests (once). */
export function wechatPayEnv(): Record<string, string> {
  keys ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    PAY_PROVIDER: 'wechat',
    WECHAT_PAY_APPID: 'wx1234567890abcdef',
    WECHAT_PAY_MCHID: '1900000109',
    WECHAT_PAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHAT_PAY_PRIVATE_KEY: keys.privateKey,
    WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000000000',
    WECHAT_PAY_PUBLIC_KEY: keys.publicKey,
    WECHAT_PAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
    WECHAT_PAY_NOTIFY_URL: 'https://school.example.com/api/pay/notify',
  }
}
