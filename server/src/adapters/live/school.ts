import { createHash, randomBytes } from 'node:crypto'
import type { SchoolLiveConfig } from '../../config'
import type { LiveStreamProvider } from './provider'

/**
 * The auth_key query value of Tencent Cloud and Aliyun URL authentication type A:
 * `{timestamp}-{rand}-{uid}-{md5hash}`, md5 (hex) of `{path}-{timestamp}-{rand}-{uid}-{key}`,
 * where timestamp is the expiry in Unix seconds.
 */
export function authKeyOf(
  urlPath: string,
  key: string,
  expiresAtSeconds: number,
  rand: string,
  uid = '0',
): string {
  const hash = createHash('md5')
    .update(`${urlPath}-${expiresAtSeconds}-${rand}-${uid}-${key}`)
    .digest('hex')
  return `${expiresAtSeconds}-${rand}-${uid}-${hash}`
}

/**
 * Signed pull addresses: `{pullBase}/live/{mediaKey}.m3u8` for the live, and
 * `{pullBase}/replay/{mediaKey}.m3u8` for its replay, each `?auth_key=…` valid urlTtlSeconds.
 * Every address is signed (authentication is set per domain, free lives pass through it too),
 * so a copied link of a paid live stops working.
 */
export function createSchoolLiveStream(config: SchoolLiveConfig): LiveStreamProvider {
  return {
    name: 'school',
    addressOf(live, kind, now) {
      const urlPath = `/${kind}/${encodeURIComponent(live.mediaKey)}.m3u8`
      const expiresAt = Math.floor(now / 1000) + config.urlTtlSeconds
      const rand = randomBytes(8).toString('hex')
      const authKey = authKeyOf(urlPath, config.authKey, expiresAt, rand)
      return {
        url: `${config.pullBase}${urlPath}?auth_key=${authKey}`,
        expiresAt: expiresAt * 1000,
      }
    },
  }
}
