/** Keys of values the app keeps on the device. */
export const STORAGE_KEYS = {
  /** spec §4: set after a successful check-login, removed otherwise. */
  isLogin: 'isLogin',
} as const
