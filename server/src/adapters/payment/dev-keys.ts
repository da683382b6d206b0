import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { DevPayKeys } from './dev'

/** Where the development provider's keys are kept (table app_meta). */
export const DEV_PAY_KEYS = 'dev_pay_keys'

/** Keys for the development provider: a platform key pair and an APIv3 key, made once. */
export function newDevKeys(): DevPayKeys {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    platformPrivateKey: pair.privateKey,
    platformPublicKey: pair.publicKey,
    platformSerial: `PUB_KEY_ID_${Array.from(randomBytes(32), (b) => b % 10).join('')}`,
    apiV3Key: randomBytes(16).toString('hex'),
  }
}
