import { choice, defineVariables, integer, text } from '../../config/variables'

/** LIVE_PROVIDER=school: the school's pull domain (a CDN or cloud live service) and its key. */
export interface SchoolLiveConfig {
  provider: 'school'
  /** https://pull.example.com: the HLS pull domain, without a trailing slash. */
  pullBase: string
  /** The URL authentication key (鉴权主 key) set on the pull domain. */
  authKey: string
  /** Seconds a signed address works. */
  urlTtlSeconds: number
}

/** LIVE_PROVIDER=dev (the committed sample stream) or school (signed pull URLs). */
export type LiveConfig = { provider: 'dev' } | SchoolLiveConfig

/** The live adapter's variables. */
export const LIVE_VARIABLES = defineVariables({
  title: 'Live streams',
  source: 'server/src/adapters/live/variables.ts',
  variables: {
    LIVE_PROVIDER: choice({
      choices: ['dev', 'school'],
      default: 'dev',
      meaning:
        "`dev`: every live plays the committed sample HLS stream (`server/media/live/sample`, made by `server/media/live/make-sample.sh`) from `GET /media/live/{liveId}/index.m3u8`, as its live and its replay, refused when `NODE_ENV=production`; `school`: the school's pull domain (a CDN or a cloud live service).",
    }),
    LIVE_PULL_BASE: text({
      range: 'an http(s) URL; required with `LIVE_PROVIDER=school`',
      meaning:
        'The HLS pull domain, `https://pull.school.example.com`; a live plays `{base}/live/{media_key}.m3u8`, its replay `{base}/replay/{media_key}.m3u8`.',
    }),
    LIVE_AUTH_KEY: text({
      range: 'at least 8 characters; required with `LIVE_PROVIDER=school`',
      meaning:
        "The pull domain's URL-authentication key (鉴权主 key); every pull URL carries `auth_key={expiry}-{rand}-0-{md5(path-expiry-rand-0-key)}` (Tencent Cloud / Aliyun type A, expiry in Unix seconds).",
    }),
    LIVE_URL_TTL_SECONDS: integer({
      default: 3600,
      min: 60,
      max: 86400,
      meaning: 'Seconds a signed pull URL works.',
    }),
  },
})

/** LIVE_PROVIDER and its settings; the sample stream is refused in production. */
export function liveConfigOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): LiveConfig {
  const provider = LIVE_VARIABLES.choice(env, 'LIVE_PROVIDER', problems)
  if (provider === null) return { provider: 'dev' }
  if (provider === 'dev') {
    if (production) {
      problems.push(
        'LIVE_PROVIDER=dev (the sample stream for every live) is refused when NODE_ENV=production',
      )
    }
    return { provider: 'dev' }
  }
  const pullBase = LIVE_VARIABLES.trimmed(env, 'LIVE_PULL_BASE').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(pullBase)) {
    problems.push('LIVE_PULL_BASE must be the http(s) pull domain when LIVE_PROVIDER=school')
  }
  const authKey = LIVE_VARIABLES.trimmed(env, 'LIVE_AUTH_KEY')
  if (authKey.length < 8) {
    problems.push(
      'LIVE_AUTH_KEY (the pull domain’s auth key, 8+ characters) is required when LIVE_PROVIDER=school',
    )
  }
  const urlTtlSeconds = LIVE_VARIABLES.integer(env, 'LIVE_URL_TTL_SECONDS', problems)
  return { provider: 'school', pullBase, authKey, urlTtlSeconds }
}
