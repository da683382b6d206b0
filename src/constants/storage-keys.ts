/** Keys of values the app keeps on the device. */
export const STORAGE_KEYS = {
  /** spec §4: set after a successful check-login, removed otherwise. */
  isLogin: 'isLogin',
  /** spec §3: banner info cached in session storage. */
  bannerInfo: 'bannerInfo',
  /** The mini-program's session id, sent in the token header (it has no cookies). */
  sessionToken: 'sessionToken',
} as const
